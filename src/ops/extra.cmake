# torch.fft runs on FFTW (Debian's libfftw3-dev; Debian 12 has no pocketfft,
# the library PyTorch uses on the CPU): fftw3 for double, fftw3f for float.
find_path(TS_FFTW_INCLUDE fftw3.h REQUIRED)
find_library(TS_FFTW_LIBRARY fftw3 REQUIRED)
find_library(TS_FFTWF_LIBRARY fftw3f REQUIRED)
target_include_directories(ts_ops PRIVATE ${TS_FFTW_INCLUDE})
target_link_libraries(ts_ops PUBLIC ${TS_FFTW_LIBRARY} ${TS_FFTWF_LIBRARY})
