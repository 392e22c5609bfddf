// ===--- zip_test.cpp - PyTorch's zip container --------------------------=== //
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <random>

#include "serialization/zip_archive.h"
#include "support/error.h"

namespace ts {
namespace {

const std::string kData = TS_TEST_DATA_DIR;

/// Opens an archive and reads every record; only ts::Error may escape.
void readEverything(const std::string& bytes) {
  ZipReader z(bytes);
  for (const ZipEntry& e : z.entries()) {
    size_t slash = e.name.find('/');
    if (slash == std::string::npos || e.name.compare(0, slash, z.archiveName()) != 0) continue;
    z.getRecord(e.name.substr(slash + 1));
    std::string into;
    z.readRecordInto(e.name.substr(slash + 1), [&into](uint64_t n) {
      into.resize(n);
      return static_cast<void*>(into.data());
    });
  }
}

TEST(Zip, ReadsArchiveWrittenByPyTorch) {
  ZipReader z = ZipReader::fromFile(kData + "/pt/model.pt");
  EXPECT_EQ(z.archiveName(), "model");
  EXPECT_EQ(z.getRecord("version"), "3\n");
  EXPECT_EQ(z.getRecord("extra/meta.txt"), "hello");
  EXPECT_TRUE(z.hasRecord("data.pkl"));
  EXPECT_FALSE(z.hasRecord("nope"));
  // Code entries are deflated by PyTorch.
  EXPECT_NE(z.getRecord("code/__torch__.py").find("class Model(Module):"), std::string::npos);
  for (const ZipEntry& e : z.entries()) {
    if (e.method == 0) EXPECT_EQ(e.data_offset % 64, 0u) << e.name;
  }
  std::vector<std::string> data = z.recordsUnder("data");
  EXPECT_EQ(data.size(), 3u);
}

TEST(Zip, MissingRecordNamesIt) {
  ZipReader z = ZipReader::fromFile(kData + "/pt/model.pt");
  try {
    z.getRecord("constants/0");
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("constants/0"), std::string::npos);
  }
  EXPECT_THROW(ZipReader::fromFile(kData + "/pt/does_not_exist.pt"), Error);
}

std::string sampleArchive() {
  ZipWriter w("archive");
  w.writeRecord("version", "3\n");
  w.writeRecord("data/0", std::string(1000, 'x'));
  w.writeRecord("empty", "");
  w.writeRecord("data/1", std::string(63, '\1'));
  w.writeRecord("data.pkl", "\x80\x02N.");
  return w.finish();
}

TEST(Zip, WriterRoundTripsAndAligns) {
  ZipReader z(sampleArchive());
  EXPECT_EQ(z.archiveName(), "archive");
  EXPECT_EQ(z.getRecord("data/0"), std::string(1000, 'x'));
  EXPECT_EQ(z.getRecord("empty"), "");
  EXPECT_EQ(z.getRecord("data/1"), std::string(63, '\1'));
  EXPECT_EQ(z.getRecord("data.pkl"), "\x80\x02N.");
  for (const ZipEntry& e : z.entries()) EXPECT_EQ(e.data_offset % 64, 0u) << e.name;
}

TEST(Zip, ReadRecordIntoCopiesAndChecksCrc) {
  std::string bytes = sampleArchive();
  ZipReader z(bytes);
  std::string into;
  auto alloc = [&into](uint64_t n) {
    into.assign(n, '?');
    return static_cast<void*>(into.data());
  };
  z.readRecordInto("data/0", alloc);
  EXPECT_EQ(into, std::string(1000, 'x'));
  z.readRecordInto("empty", alloc);
  EXPECT_EQ(into, "");
  EXPECT_THROW(z.readRecordInto("nope", alloc), Error);
  // A flipped byte in a stored record's data fails its CRC.
  size_t at = bytes.find(std::string(1000, 'x'));
  ASSERT_NE(at, std::string::npos);
  bytes[at + 500] = 'y';
  ZipReader bad(bytes);
  try {
    bad.readRecordInto("data/0", alloc);
    ADD_FAILURE() << "a corrupt record was read";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("CRC-32 mismatch for"), std::string::npos) << e.what();
  }
}

TEST(Zip, Zip64EndRecordsAreRead) {
  // 70000 entries need the Zip64 end records (the 16-bit count overflows).
  ZipWriter w("big");
  for (int i = 0; i < 70000; ++i) w.writeRecord("r/" + std::to_string(i), "");
  ZipReader z(w.finish());
  EXPECT_EQ(z.entries().size(), 70000u);
  EXPECT_TRUE(z.hasRecord("r/69999"));
}

TEST(Zip, TruncatedArchivesFailCleanly) {
  std::string full = sampleArchive();
  for (size_t n = 0; n < full.size(); ++n) {
    try {
      readEverything(full.substr(0, n));
    } catch (const Error&) {
    }
  }
  EXPECT_THROW(ZipReader(""), Error);
  EXPECT_THROW(ZipReader("not a zip file at all, just some text"), Error);
}

TEST(Zip, BitFlipsNeverCrash) {
  std::ifstream in(kData + "/pt/model.pt", std::ios::binary);
  std::string pytorch_written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_FALSE(pytorch_written.empty());
  std::string ours = sampleArchive();
  std::mt19937 rng(1234);
  int failures = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    std::string b = trial % 2 ? ours : pytorch_written;
    int flips = 1 + trial % 4;
    for (int i = 0; i < flips; ++i) b[rng() % b.size()] ^= static_cast<char>(1 << (rng() % 8));
    try {
      readEverything(b);
    } catch (const Error&) {
      ++failures;
    }
  }
  EXPECT_GT(failures, 0);
}

}  // namespace
}  // namespace ts
