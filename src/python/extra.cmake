# GMP backs Python's arbitrary-precision int (BigInt); ICU gives the Unicode
# character data and full case mapping of str methods ("ß".upper() == "SS").
find_path(TS_GMP_INCLUDE gmp.h REQUIRED)
find_library(TS_GMP_LIBRARY gmp REQUIRED)
target_include_directories(ts_python PRIVATE ${TS_GMP_INCLUDE})
target_link_libraries(ts_python PUBLIC ${TS_GMP_LIBRARY})
find_package(ICU REQUIRED COMPONENTS uc)
target_link_libraries(ts_python PUBLIC ICU::uc)
