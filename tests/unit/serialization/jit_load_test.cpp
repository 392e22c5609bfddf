// ===--- jit_load_test.cpp - torch.jit.load of archives PyTorch wrote -----=== //
// End to end through a Program: the archive's code compiles as import
// programs, data.pkl becomes the module, and its methods run.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
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

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// A copy of tests/data/pt/model.pt at a canonical temporary path, with the
/// byte at `flip` (an offset into its data/1 record, if >= 0) inverted.
std::string modelCopy(const std::string& name, int flip = -1) {
  std::string bytes = readAll(kData + "/pt/model.pt");
  if (flip >= 0) {
    ZipReader z(bytes);
    for (const ZipEntry& e : z.entries()) {
      if (e.name == "model/data/1") bytes[e.data_offset + static_cast<uint64_t>(flip)] ^= 0x5a;
    }
  }
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary) << bytes;
  return std::filesystem::canonical(path).string();
}

/// Whether `p` lies in a mapping of the file `path` (/proc/self/maps).
bool mappedFrom(const void* p, const std::string& path) {
  std::ifstream maps("/proc/self/maps");
  auto at = reinterpret_cast<uintptr_t>(p);
  for (std::string line; std::getline(maps, line);) {
    uintptr_t lo = 0, hi = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx", &lo, &hi) != 2 || at < lo || at >= hi) continue;
    return line.size() >= path.size() && line.compare(line.size() - path.size(), path.size(), path) == 0;
  }
  return false;
}

// Note [Zero-copy load]: aligned stored records are used in place, writes
// are private to the process, and the mapping lives as long as a tensor.
TEST(JitLoad, LoadedTensorsShareThePrivateFileMapping) {
  std::string path = modelCopy("zero_copy.pt");
  std::string original = readAll(path);
  Tensor w;
  {
    auto p = test::emptyProgram();
    IValue m = loadFile(*p, path, IValue());
    w = attribute(attribute(m, "lin"), "weight").toTensor();
  }  // the program and the module are gone; the tensor keeps the mapping
  ASSERT_TRUE(mappedFrom(w.data_ptr<float>(), path));
  float* data = w.data_ptr<float>();
  float first = data[0];
  for (int64_t i = 0; i < w.numel(); ++i) data[i] = 100.0f + static_cast<float>(i);  // an in-place write
  EXPECT_EQ(w.data_ptr<float>()[3], 103.0f);
  EXPECT_EQ(readAll(path), original);  // the file did not change
  auto p = test::emptyProgram();
  Tensor again = attribute(attribute(loadFile(*p, path, IValue()), "lin"), "weight").toTensor();
  EXPECT_EQ(again.data_ptr<float>()[0], first);  // nor did a second load's view
  EXPECT_NE(again.data_ptr<float>(), data);
}

// Shared records skip the CRC check as PyTorch 1.13 does (it loads such a
// file silently): a corrupt weight loads as different numbers, no crash.
TEST(JitLoad, ACorruptWeightRecordLoadsItsBytes) {
  auto p = test::emptyProgram();
  Tensor good = attribute(attribute(loadFile(*p, modelCopy("good_weights.pt"), IValue()), "lin"), "weight").toTensor();
  Tensor bad = attribute(attribute(loadFile(*p, modelCopy("bad_weights.pt", 5), IValue()), "lin"), "weight").toTensor();
  EXPECT_EQ(bad.data_ptr<float>()[0], good.data_ptr<float>()[0]);
  EXPECT_NE(bad.data_ptr<float>()[1], good.data_ptr<float>()[1]);
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
