/* json-reader.h -- a small strict JSON reader for the unit tests.

   Why this file exists: the statistics and trace files are read by other
   programs (benchmarks, Perfetto), so the tests parse them back with a
   reader that accepts only valid JSON (RFC 8259: no trailing commas, no
   NaN, strings with valid escapes) and then check their structure.
   Header-only, one value tree per parse, freed with json_free.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_JSON_READER_H
#define ACCBLOCK_JSON_READER_H

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum json_kind
{
  JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT
};

struct json
{
  enum json_kind kind;
  double number;          /* JSON_NUMBER, JSON_BOOL (0 or 1).  */
  bool integer;           /* JSON_NUMBER written without '.', 'e'.  */
  char *string;           /* JSON_STRING; the key of an object member.  */
  char *key;              /* Set on members of an object.  */
  struct json **items;    /* JSON_ARRAY elements, JSON_OBJECT members.  */
  size_t count;
};

struct json_parser
{
  const char *p;
  bool failed;
};

static struct json *json_value (struct json_parser *jp);

static void
json_skip_space (struct json_parser *jp)
{
  while (*jp->p == ' ' || *jp->p == '\t' || *jp->p == '\n' || *jp->p == '\r')
    jp->p++;
}

static struct json *
json_new (enum json_kind kind)
{
  struct json *v = calloc (1, sizeof *v);
  v->kind = kind;
  return v;
}

static void
json_free (struct json *v)
{
  if (!v)
    return;
  for (size_t i = 0; i < v->count; i++)
    json_free (v->items[i]);
  free (v->items);
  free (v->string);
  free (v->key);
  free (v);
}

static bool
json_expect (struct json_parser *jp, char c)
{
  json_skip_space (jp);
  if (*jp->p != c)
    return jp->failed = true, false;
  jp->p++;
  return true;
}

/* A string, escapes decoded (\u escapes above 0x7f become '?').  */
static char *
json_string_text (struct json_parser *jp)
{
  if (!json_expect (jp, '"'))
    return NULL;
  size_t len = 0, cap = 16;
  char *out = malloc (cap);
  for (;;)
    {
      unsigned char c = (unsigned char) *jp->p++;
      if (c == '"')
        break;
      if (c < 0x20)
        {
          jp->failed = true;
          free (out);
          return NULL;
        }
      if (c == '\\')
        {
          char e = *jp->p++;
          const char *simple = strchr ("\"\\/bfnrt", e);
          if (e == 'u')
            {
              unsigned code = 0;
              for (int i = 0; i < 4; i++, jp->p++)
                {
                  if (!isxdigit ((unsigned char) *jp->p))
                    {
                      jp->failed = true;
                      free (out);
                      return NULL;
                    }
                  code = code * 16 + (unsigned) (isdigit ((unsigned char)
                                                          *jp->p)
                                                 ? *jp->p - '0'
                                                 : (*jp->p | 0x20) - 'a'
                                                   + 10);
                }
              c = code < 0x80 ? (unsigned char) code : '?';
            }
          else if (e && simple)
            c = (unsigned char) "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"];
          else
            {
              jp->failed = true;
              free (out);
              return NULL;
            }
        }
      if (len + 2 > cap)
        out = realloc (out, cap *= 2);
      out[len++] = (char) c;
    }
  out[len] = '\0';
  return out;
}

static struct json *
json_number (struct json_parser *jp)
{
  const char *start = jp->p;
  if (*jp->p == '-')
    jp->p++;
  if (*jp->p == '0')
    jp->p++;
  else if (isdigit ((unsigned char) *jp->p))
    while (isdigit ((unsigned char) *jp->p))
      jp->p++;
  else
    return jp->failed = true, NULL;
  bool integer = true;
  if (*jp->p == '.')
    {
      integer = false;
      jp->p++;
      if (!isdigit ((unsigned char) *jp->p))
        return jp->failed = true, NULL;
      while (isdigit ((unsigned char) *jp->p))
        jp->p++;
    }
  if (*jp->p == 'e' || *jp->p == 'E')
    {
      integer = false;
      jp->p++;
      if (*jp->p == '+' || *jp->p == '-')
        jp->p++;
      if (!isdigit ((unsigned char) *jp->p))
        return jp->failed = true, NULL;
      while (isdigit ((unsigned char) *jp->p))
        jp->p++;
    }
  struct json *v = json_new (JSON_NUMBER);
  v->number = strtod (start, NULL);
  v->integer = integer;
  return v;
}

static void
json_push (struct json *parent, struct json *child)
{
  parent->items = realloc (parent->items,
                           (parent->count + 1) * sizeof *parent->items);
  parent->items[parent->count++] = child;
}

/* The elements of an array or members of an object, up to CLOSE.  */
static struct json *
json_compound (struct json_parser *jp, enum json_kind kind, char close)
{
  struct json *v = json_new (kind);
  jp->p++;
  json_skip_space (jp);
  if (*jp->p == close)
    {
      jp->p++;
      return v;
    }
  do
    {
      char *key = NULL;
      if (kind == JSON_OBJECT)
        {
          json_skip_space (jp);
          key = json_string_text (jp);
          if (!key || !json_expect (jp, ':'))
            {
              free (key);
              break;
            }
        }
      struct json *item = json_value (jp);
      if (!item)
        {
          free (key);
          break;
        }
      item->key = key;
      json_push (v, item);
      json_skip_space (jp);
    }
  while (*jp->p == ',' && jp->p++);
  if (jp->failed || !json_expect (jp, close))
    {
      json_free (v);
      return NULL;
    }
  return v;
}

static bool
json_word (struct json_parser *jp, const char *word)
{
  size_t len = strlen (word);
  if (strncmp (jp->p, word, len) != 0)
    return false;
  jp->p += len;
  return true;
}

static struct json *
json_value (struct json_parser *jp)
{
  json_skip_space (jp);
  struct json *v;
  switch (*jp->p)
    {
    case '{':
      return json_compound (jp, JSON_OBJECT, '}');
    case '[':
      return json_compound (jp, JSON_ARRAY, ']');
    case '"':
      v = json_new (JSON_STRING);
      v->string = json_string_text (jp);
      if (!v->string)
        {
          json_free (v);
          return NULL;
        }
      return v;
    default:
      if (json_word (jp, "true") || json_word (jp, "false"))
        {
          v = json_new (JSON_BOOL);
          v->number = jp->p[-1] == 'e' && jp->p[-4] == 't';
          return v;
        }
      if (json_word (jp, "null"))
        return json_new (JSON_NULL);
      return json_number (jp);
    }
}

/* Parse TEXT, which must hold exactly one value; NULL when invalid.  */
static struct json *
json_parse (const char *text)
{
  struct json_parser jp = { text, false };
  struct json *v = json_value (&jp);
  json_skip_space (&jp);
  if (!v || jp.failed || *jp.p != '\0')
    {
      json_free (v);
      return NULL;
    }
  return v;
}

/* The member KEY of object V, or NULL.  */
static struct json *
json_get (const struct json *v, const char *key)
{
  if (!v || v->kind != JSON_OBJECT)
    return NULL;
  for (size_t i = 0; i < v->count; i++)
    if (strcmp (v->items[i]->key, key) == 0)
      return v->items[i];
  return NULL;
}

/* True when V is an object whose member names are exactly the
   NULL-terminated list KEYS, each once.  */
static bool
json_has_exactly (const struct json *v, const char *const *keys)
{
  if (!v || v->kind != JSON_OBJECT)
    return false;
  size_t n = 0;
  for (; keys[n]; n++)
    if (!json_get (v, keys[n]))
      return false;
  return v->count == n;
}

#endif /* ACCBLOCK_JSON_READER_H */
