/* "help" lists every key, each with what it does.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-help" } */
/* { dg-message "the OpenACC 'block' clause for simulated accelerators" "" { target *-*-* } 0 } */
/* { dg-message "arguments:" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-block +honour 'block' clauses" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-auto\\\[=greedy\\|model\\|none\\\] +also infer" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-serial\\\[=yes\\|no\\\] +with auto, also loops without pragma \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-distribute\\\[=yes\\|no\\\] +with auto, split a parallel loop without pragma whose body is a sequence of loops into one nest per loop \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-skew\\\[=yes\\|no\\\] +with auto, tile a loop without pragma that carries a dependence together with the loops inside it in skewed fronts where every dependence allows \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-cost-model=dynamic\\|unlimited +with auto, dispatch a nest only where the model says it pays \\(default: dynamic\\), or always" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-parallel-tiles\\\[=yes\\|no\\\] +tiles of inner loops proven parallel run in parallel \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-noblock-tiles=runtime\\|iteration +a nest without block clause has outer tiles sized by the runtime \\(default\\), or one outer iteration per tile \\(the paper's baseline\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-interchange\\\[=yes\\|no\\\] +a tile may run its two innermost loops swapped so that the inner one walks memory with stride 1 \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-gemm\\\[=yes\\|no\\\] +a tile whose loops are a double matrix product calls the runtime's kernel \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-preserving-dispatch\\\[=yes\\|no\\\] +on x86-64, dispatch through an entry that gives every register back, so that callers keep their values in registers across a function that dispatches \\(default: yes\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-local-mem=BYTES +local memory" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-num-accel=N +number of accelerators" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-target=NAME +target profile: paper, cell, sw26010 or host" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-time-slack=PERCENT +percent of modeled time auto=model may give for fewer bytes \\(default: 10\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-tile-clones=LIST +also build tile functions for these vector extensions \\(comma-separated, or none; host default: avx2,avx512f\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-warn=LIST +turn warning kinds on \\(KIND, all\\) or off \\(no-KIND, no-all\\)" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-verbose +remarks as notes" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-dump +write the accblock pass dump" "" { target *-*-* } 0 } */
/* { dg-message "plugin-arg-accblock-help +print this list" "" { target *-*-* } 0 } */

int x;
