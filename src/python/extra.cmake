# GMP backs Python's arbitrary-precision int (BigInt); ICU gives the Unicode
# character data and full case mapping of str methods ("ß".upper() == "SS").
find_path(TS_GMP_INCLUDE gmp.h REQUIRED)
find_library(TS_GMP_LIBRARY gmp REQUIRED)
target_include_directories(ts_python PRIVATE ${TS_GMP_INCLUDE})
target_link_libraries(ts_python PUBLIC ${TS_GMP_LIBRARY})
# ICU's i18n library has the regex engine under re (Note [re on ICU]).
find_package(ICU REQUIRED COMPONENTS uc i18n)
target_link_libraries(ts_python PUBLIC ICU::uc ICU::i18n)
# Nettle has hashlib's message digests (md5, sha1, sha2, sha3) behind one
# generic table (stdlib_hashlib.cpp).
find_path(TS_NETTLE_INCLUDE nettle/nettle-meta.h REQUIRED)
find_library(TS_NETTLE_LIBRARY nettle REQUIRED)
target_include_directories(ts_python PRIVATE ${TS_NETTLE_INCLUDE})
target_link_libraries(ts_python PUBLIC ${TS_NETTLE_LIBRARY})
