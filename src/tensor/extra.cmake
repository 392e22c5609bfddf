# Kernel loops must auto-vectorize: -O3 enables the loop vectorizer fully at
# GCC 12 (-O2 only does "very cheap" vectorization), and -fno-math-errno lets
# sqrt and friends inline (we never read errno). No fast-math: results must
# stay IEEE-exact to match PyTorch. The sanitizer build skips -O3: it checks
# correctness, and instrumented -O3 kernels take minutes per file to compile.
if(TS_SANITIZE)
  target_compile_options(ts_tensor PRIVATE -fno-math-errno)
else()
  target_compile_options(ts_tensor PRIVATE -O3 -fno-math-errno)
endif()
