// ===--- corpus_test.cpp - parse every program of the conformance corpus --=== //
// Every .py under ../shared/conformance must parse, except the few that
// CPython itself rejects at compile time; those must fail with the same
// message. Skips when the corpus is absent.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "frontend/parser.h"

namespace ts {
namespace {

namespace fs = std::filesystem;

fs::path corpusDir() {
  // tests/unit/frontend/corpus_test.cpp -> <root>/../shared/conformance
  fs::path here = fs::path(TS_UNIT_TEST_DIR);
  return here / ".." / ".." / ".." / ".." / "shared" / "conformance";
}

TEST(Corpus, EveryProgramParses) {
  fs::path dir = corpusDir();
  if (!fs::exists(dir)) GTEST_SKIP() << "no corpus at " << dir;
  // Files CPython rejects (checked with compile()): relative path -> message.
  const std::map<std::string, std::string> invalid = {
      {"lang_errors/break_outside_loop.py", "'break' outside loop"},
  };
  size_t parsed = 0;
  size_t bytes = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".py") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string rel = fs::relative(entry.path(), dir).generic_string();
    bytes += ss.str().size();
    auto src = Source::make(entry.path().string(), ss.str());
    auto it = invalid.find(rel);
    try {
      auto module = parseFile(src);
      EXPECT_TRUE(it == invalid.end()) << rel << " should have failed";
      EXPECT_FALSE(module->body.empty()) << rel;
      ++parsed;
    } catch (const SyntaxError& e) {
      if (it == invalid.end()) {
        ADD_FAILURE() << rel << ": " << e.what();
      } else {
        EXPECT_EQ(e.rawMessage(), it->second) << rel;
      }
    }
  }
  auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_GT(parsed, 100u);
  std::printf("parsed %zu files (%zu bytes) in %.1f ms\n", parsed, bytes, ms);
}

}  // namespace
}  // namespace ts
