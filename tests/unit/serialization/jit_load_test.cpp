// ===--- jit_load_test.cpp - torch.jit.load of archives PyTorch wrote -----=== //
// End to end through a Program: the archive's code compiles as import
// programs, data.pkl becomes the module, and its methods run.
#include <gtest/gtest.h>

#include <fstream>
#include <functional>

#include "serialization/code_printer.h"
#include "serialization/zip_archive.h"
#include "tensor/ops_creation.h"
#include "tensor/tensor.h"
#include "module_calls.h"

namespace ts {
namespace {

const std::string kData = TS_TEST_DATA_DIR;

using test::attribute;
using test::callMethod;

IValue onesInput() { return IValue(ones({1, 2})); }

TEST(JitLoad, RunsAModuleSavedByPyTorch) {
  auto p = test::emptyProgram();
  IValue files = makeDict(Type::str_(), Type::str_());
  files.toDict()->insert(IValue(std::string("meta.txt")), IValue(std::string()));
  IValue m = loadFile(*p, kData + "/pt/model.pt", files);
  Tensor out = callMethod(*p, m, "forward", {onesInput()}).toTensor();
  EXPECT_EQ(out.data_ptr<float>()[0], 7.0f);
  EXPECT_EQ(out.data_ptr<float>()[1], 13.0f);
  EXPECT_EQ(callMethod(*p, m, "describe", {IValue(std::string("y"))}).toStr(), "y1:1");
  EXPECT_EQ(attribute(m, "calls").toTensor().data_ptr<int64_t>()[0], 1);
  // `in_features : Final[int] = 2` is a class constant, not pickled state.
  EXPECT_EQ(attribute(attribute(m, "lin"), "in_features").toInt(), 2);
  EXPECT_EQ(files.toDict()->entries[0].second.toStr(), "hello");
  const ClassType* t = m.toObject()->type;
  std::string code = methodCode(*p->compileMethod(*p->classInfo(t), "forward", t));
  EXPECT_NE(code.find("self.calls = torch.add_(calls, 1)"), std::string::npos) << code;
}

TEST(JitLoad, AttributesOfEveryKind) {
  auto p = test::emptyProgram();
  IValue a = loadFile(*p, kData + "/pt/attrs.pt", IValue());
  EXPECT_EQ(callMethod(*p, a, "forward", {IValue(zeros({1}))}).toTensor().data_ptr<float>()[0], 21.0f);  // sum(w) + len(ints)
  EXPECT_EQ(attribute(a, "ints").toList()->items.size(), 6u);
  EXPECT_EQ(attribute(a, "nested").toDict()->value_type, Type::list(Type::int_()));
  EXPECT_EQ(attribute(a, "view").toTensor().data_ptr<float>()[0], 3.0f);
}

TEST(JitLoad, ALoadedModuleSavesAgain) {
  std::string out = ::testing::TempDir() + "/resaved.pt";
  auto p = test::emptyProgram();
  saveModuleFile(*p, loadFile(*p, kData + "/pt/model.pt", IValue()), out, IValue());
  IValue r = loadFile(*p, out, IValue());
  EXPECT_EQ(callMethod(*p, r, "describe", {IValue(std::string("z"))}).toStr(), "z1:1");
  EXPECT_EQ(attribute(attribute(r, "lin"), "in_features").toInt(), 2);
}

/// The message of the error loading `path` raises, with its kind.
std::pair<std::string, ErrorKind> errorOf(const std::string& path) {
  try {
    loadFile(*test::emptyProgram(), path, IValue());
  } catch (const Error& e) {
    return {e.what(), e.kind()};
  }
  return {"", ErrorKind::Exception};
}

TEST(JitLoad, BadPathsAndFilesAreErrors) {
  auto [missing, kind] = errorOf("/nonexistent/x.pt");
  EXPECT_NE(missing.find("The provided filename /nonexistent/x.pt does not exist"), std::string::npos) << missing;
  EXPECT_EQ(kind, ErrorKind::ValueError);
  std::string bad = ::testing::TempDir() + "/bad.pt";
  std::ofstream(bad) << "hello";
  auto [corrupt, kind2] = errorOf(bad);
  EXPECT_NE(corrupt.find("PytorchStreamReader failed reading zip archive: not a ZIP archive"), std::string::npos)
      << corrupt;
}

/// `name` from the zoo with its top code file's text passed through `edit`.
std::string editedZooFile(const std::string& name, const std::function<std::string(std::string)>& edit) {
  ZipReader in = ZipReader::fromFile(kData + "/pt/zoo/" + name + ".pt");
  ZipWriter out(in.archiveName());
  for (const ZipEntry& e : in.entries()) {
    std::string record = e.name.substr(in.archiveName().size() + 1);
    std::string bytes = in.getRecord(record);
    out.writeRecord(record, record == "code/__torch__.py" ? edit(bytes) : bytes);
  }
  std::string path = ::testing::TempDir() + "/" + name + "_edited.pt";
  std::ofstream(path, std::ios::binary) << out.finish();
  return path;
}

TEST(JitLoad, ForkClosuresOfSerializedCode) {
  // PyTorch's printer writes each fork as `def __forked_function(): ...`
  // followed by `fork(__forked_function)`; the file loads and runs.
  auto p = test::emptyProgram();
  IValue m = loadFile(*p, kData + "/pt/zoo/fork_script.pt", IValue());
  IValue out = callMethod(*p, m, "forward", {IValue(ones({2, 8}))});
  EXPECT_EQ(out.toTensor().sizes().vec(), (std::vector<int64_t>{2, 8}));
  // A crafted closure that calls itself is a load error, not endless inlining.
  std::string path = editedZooFile("fork_script", [](std::string code) {
    size_t at = code.find("return (a).forward(x, )");
    EXPECT_NE(at, std::string::npos);
    return code.replace(at, 23, "return __forked_function()");
  });
  auto [message, kind] = errorOf(path);
  EXPECT_NE(message.find("a closure of serialized code calls itself"), std::string::npos) << message;
}

}  // namespace
}  // namespace ts
