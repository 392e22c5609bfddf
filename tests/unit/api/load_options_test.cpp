// ===--- load_options_test.cpp - ts::LoadOptions caps refuse big files ----=== //
// An embedder loading untrusted files lowers the caps; a file past one is
// refused with an error naming it, and the defaults still load the fixture.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "torchscript/torchscript.h"

namespace {

const std::string kData = TS_TEST_DATA_DIR;
const std::string kCnn = kData + "/pt/small_cnn.pt";
const std::string kBomb = kData + "/hostile/deflate_bomb.pt";

/// The message of the ts::Error that loading `path` under `options` throws.
std::string loadError(const std::string& path, const ts::LoadOptions& options) {
  try {
    ts::load(path, nullptr, options);
  } catch (const ts::Error& e) {
    return e.what();
  }
  return "(loaded)";
}

std::string fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(LoadOptions, DefaultsLoadTheFixture) {
  ts::LoadOptions defaults;
  EXPECT_TRUE(ts::load(kCnn, nullptr, defaults).has_method("forward"));
}

TEST(LoadOptions, RecordCapRefusesADeflatedRecord) {
  ts::LoadOptions o;
  o.max_inflated_record = 1 << 20;
  EXPECT_EQ(loadError(kBomb, o),
            "PytorchStreamReader failed reading zip archive: m/code/__torch__.py inflates to 41943222 bytes, more "
            "than the limit of 1048576 for one record");
}

TEST(LoadOptions, TotalCapRefusesTheArchive) {
  ts::LoadOptions o;
  o.max_inflated_total = 1 << 20;
  EXPECT_EQ(loadError(kBomb, o),
            "PytorchStreamReader failed reading zip archive: compressed records inflate to more than the limit of "
            "1048576 bytes");
}

TEST(LoadOptions, ContainerCapRefusesTheModuleFromEverySource) {
  ts::LoadOptions o;
  o.max_containers = 2;
  std::string want = "Unpickler: pickle builds more than 2 containers";
  EXPECT_EQ(loadError(kCnn, o), want);
  std::string bytes = fileBytes(kCnn);
  try {
    ts::load(bytes.data(), bytes.size(), nullptr, o);
    FAIL() << "expected the buffer load to be refused";
  } catch (const ts::Error& e) {
    EXPECT_EQ(std::string(e.what()), want);
  }
  std::istringstream in(bytes);
  try {
    ts::load(in, nullptr, o);
    FAIL() << "expected the stream load to be refused";
  } catch (const ts::Error& e) {
    EXPECT_EQ(std::string(e.what()), want);
  }
}

TEST(LoadOptions, DepthCapRefusesNestedState) {
  ts::LoadOptions o;
  o.max_nesting_depth = 1;
  std::string e = loadError(kCnn, o);
  EXPECT_EQ(e, "Unpickler: value nested more than 1 levels deep");
}

}  // namespace
