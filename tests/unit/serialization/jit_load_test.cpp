// ===--- jit_load_test.cpp - torch.jit.load of archives PyTorch wrote -----=== //
// End to end through a Program: the archive's code compiles as import
// programs, data.pkl becomes the module, and its methods run.
#include <gtest/gtest.h>

#include <fstream>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "serialization/jit_services.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

const std::string kData = TS_TEST_DATA_DIR;

std::unique_ptr<Program> runProgram(const std::string& src) {
  auto p = std::make_unique<Program>(parseFile(Source::make("t.py", src)));
  p->jitHooks() = serializationJitHooks();
  p->run();
  return p;
}

TEST(JitLoad, RunsAModuleSavedByPyTorch) {
  auto p = runProgram(
      "import torch\n"
      "files = {'meta.txt': ''}\n"
      "m = torch.jit.load('" + kData + "/pt/model.pt', _extra_files=files)\n"
      "out = m(torch.ones(1, 2))\n"
      "d = m.describe('y')\n"
      "calls = m.calls\n"
      "fin = m.lin.in_features\n"
      "code = m.code\n");
  Tensor out = p->globals.at("out").toTensor();
  EXPECT_EQ(out.data_ptr<float>()[0], 7.0f);
  EXPECT_EQ(out.data_ptr<float>()[1], 13.0f);
  EXPECT_EQ(p->globals.at("d").toStr(), "y1:1");
  EXPECT_EQ(p->globals.at("calls").toTensor().data_ptr<int64_t>()[0], 1);
  // `in_features : Final[int] = 2` is a class constant, not pickled state.
  EXPECT_EQ(p->globals.at("fin").toInt(), 2);
  EXPECT_EQ(p->globals.at("files").toDict()->entries[0].second.toStr(), "hello");
  EXPECT_NE(p->globals.at("code").toStr().find("self.calls = torch.add_(calls, 1)"), std::string::npos);
}

TEST(JitLoad, AttributesOfEveryKind) {
  auto p = runProgram(
      "import torch\n"
      "a = torch.jit.load('" + kData + "/pt/attrs.pt')\n"
      "out = a(torch.zeros(1))\n"
      "ints = a.ints\n"
      "nested = a.nested\n"
      "view = a.view\n");
  EXPECT_EQ(p->globals.at("out").toTensor().data_ptr<float>()[0], 21.0f);  // sum(w) + len(ints)
  EXPECT_EQ(p->globals.at("ints").toList()->items.size(), 6u);
  EXPECT_EQ(p->globals.at("nested").toDict()->value_type, Type::list(Type::int_()));
  EXPECT_EQ(p->globals.at("view").toTensor().data_ptr<float>()[0], 3.0f);
}

TEST(JitLoad, ALoadedModuleSavesAgain) {
  std::string out = ::testing::TempDir() + "/resaved.pt";
  auto p = runProgram(
      "import torch\n"
      "m = torch.jit.load('" + kData + "/pt/model.pt')\n"
      "m.save('" + out + "')\n"
      "r = torch.jit.load('" + out + "')\n"
      "d = r.describe('z')\n"
      "fin = r.lin.in_features\n");
  EXPECT_EQ(p->globals.at("d").toStr(), "z1:1");
  EXPECT_EQ(p->globals.at("fin").toInt(), 2);
}

/// The message of the error `src` raises, with its kind.
std::pair<std::string, ErrorKind> errorOf(const std::string& src) {
  try {
    runProgram(src);
  } catch (const Error& e) {
    return {e.what(), e.kind()};
  }
  return {"", ErrorKind::Exception};
}

TEST(JitLoad, BadPathsAndFilesAreErrors) {
  auto [missing, kind] = errorOf("import torch\nm = torch.jit.load('/nonexistent/x.pt')\n");
  EXPECT_NE(missing.find("The provided filename /nonexistent/x.pt does not exist"), std::string::npos) << missing;
  EXPECT_EQ(kind, ErrorKind::ValueError);
  std::string bad = ::testing::TempDir() + "/bad.pt";
  std::ofstream(bad) << "hello";
  auto [corrupt, kind2] = errorOf("import torch\nm = torch.jit.load('" + bad + "')\n");
  EXPECT_NE(corrupt.find("PytorchStreamReader failed reading zip archive: not a ZIP archive"), std::string::npos)
      << corrupt;
}

}  // namespace
}  // namespace ts
