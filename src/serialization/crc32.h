// ===--- crc32.h - the zip CRC-32, fast on large tensor records ----------=== //
// zlib's crc32 semantics (chainable: crc32Update(crc32Update(0, a), b) is the
// CRC of a followed by b), with a carry-less-multiply path for long buffers.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ts {

/// The CRC-32 (ISO-HDLC, zip's) of `data` continued from `crc` (0 to start).
uint32_t crc32Update(uint32_t crc, const void* data, size_t size);

}  // namespace ts
