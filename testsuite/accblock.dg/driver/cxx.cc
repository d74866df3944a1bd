// cxx.cc -- a C++ source with an OpenACC pragma: the plugin, loaded into
// cc1plus, blocks its nest as it would in C.
double values[64];

int
main ()
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    values[i] = 2 * i;
  return values[1] == 2 ? 0 : 1;
}
