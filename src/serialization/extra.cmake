# zlib inflates the deflate-compressed code entries PyTorch writes and gives
# the CRC-32 every zip entry carries.
find_package(ZLIB REQUIRED)
target_link_libraries(ts_serialization PUBLIC ZLIB::ZLIB)
