# Kernel loops must auto-vectorize: -O3 enables the loop vectorizer fully at
# GCC 12 (-O2 only does "very cheap" vectorization), and -fno-math-errno lets
# sqrt and friends inline (we never read errno). No fast-math: results must
# stay IEEE-exact to match PyTorch. The sanitizer build skips -O3: it checks
# correctness, and instrumented -O3 kernels take minutes per file to compile.
# The fuzz build takes -O0 here: the kernels are most of its compile time, and
# fuzz inputs only make tiny tensors.
if(TS_FUZZ)
  target_compile_options(ts_tensor PRIVATE -O0 -fno-math-errno)
elseif(TS_SANITIZE)
  target_compile_options(ts_tensor PRIVATE -fno-math-errno)
else()
  target_compile_options(ts_tensor PRIVATE -O3 -fno-math-errno)
endif()

# GEMM/GEMV/dot go to OpenBLAS, the BLAS PyTorch 1.13 itself calls on this
# platform (Debian's libblas.so.3 is OpenBLAS), so float matrix products round
# exactly as PyTorch's do.
set(BLA_VENDOR OpenBLAS)
find_package(BLAS REQUIRED)
find_path(TS_CBLAS_INCLUDE cblas.h PATH_SUFFIXES openblas-pthread openblas REQUIRED)
target_include_directories(ts_tensor PRIVATE ${TS_CBLAS_INCLUDE})
target_link_libraries(ts_tensor PUBLIC ${BLAS_LIBRARIES})

# SLEEF, the vector math library PyTorch 1.13 itself links (Debian's
# libsleef3): its AVX2 functions give float/double transcendentals the bits
# PyTorch's AVX2 kernels give (Note [PyTorch's math paths] in vec_math.cpp).
# vec_math_avx2.cpp is the only file built for AVX2+FMA (Note [AVX2 file]).
find_path(TS_SLEEF_INCLUDE sleef.h REQUIRED)
find_library(TS_SLEEF_LIBRARY sleef REQUIRED)
target_include_directories(ts_tensor PRIVATE ${TS_SLEEF_INCLUDE})
target_link_libraries(ts_tensor PUBLIC ${TS_SLEEF_LIBRARY})
set_source_files_properties(${PROJECT_SOURCE_DIR}/src/tensor/vec_math_avx2.cpp PROPERTIES COMPILE_OPTIONS "-mavx2;-mfma")
