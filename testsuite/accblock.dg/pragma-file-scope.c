/* OpenACC directives belong inside functions.  */
/* { dg-do compile } */

#pragma acc loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' at file scope" } */
#pragma acc data copy(x) /* { dg-error "9: error: '#pragma acc data' at file scope" } */

int x;
