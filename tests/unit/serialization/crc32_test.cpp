// ===--- crc32_test.cpp - the folded CRC-32 agrees with zlib's -----------=== //
#include "serialization/crc32.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <random>
#include <string>

namespace ts {
namespace {

uint32_t zlibCrc(const std::string& s, size_t from, size_t n) {
  return static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(s.data() + from), static_cast<uInt>(n)));
}

TEST(Crc32, KnownValue) {
  // The CRC-32 check value of the ISO-HDLC parameters.
  EXPECT_EQ(crc32Update(0, "123456789", 9), 0xCBF43926u);
  EXPECT_EQ(crc32Update(0, "", 0), 0u);
}

TEST(Crc32, AgreesWithZlibAtEveryLengthAndAlignment) {
  std::mt19937 rng(7);
  std::string data(5000, '\0');
  for (char& c : data) c = static_cast<char>(rng());
  for (size_t offset = 0; offset < 17; ++offset) {
    for (size_t n : {0, 1, 15, 16, 17, 63, 64, 65, 79, 80, 127, 128, 129, 255, 256, 1000, 4096, 4983}) {
      if (offset + n > data.size()) continue;
      EXPECT_EQ(crc32Update(0, data.data() + offset, n), zlibCrc(data, offset, n)) << offset << " " << n;
    }
  }
}

TEST(Crc32, ChainsLikeZlib) {
  std::string data(3000, 'x');
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<char>(i * 31 + 7);
  for (size_t cut : {0, 1, 64, 100, 2999}) {
    uint32_t crc = crc32Update(crc32Update(0, data.data(), cut), data.data() + cut, data.size() - cut);
    EXPECT_EQ(crc, zlibCrc(data, 0, data.size())) << cut;
  }
}

}  // namespace
}  // namespace ts
