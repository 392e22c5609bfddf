// ===--- module_test.cpp - ts::load and ts::Module on .pt files -----------=== //
// Uses only the public headers, as an embedder does. Fixtures come from
// tests/data/pt/generate_api.py (PyTorch's outputs are in expected.txt).
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <fstream>
#include <sstream>
#include <thread>

#include "torchscript/torchscript.h"

namespace {

const std::string kData = TS_TEST_DATA_DIR;
const std::string kCnn = kData + "/pt/small_cnn.pt";

/// The input generate_api.py's cnn_input() builds.
std::vector<float> cnnInput() {
  std::vector<float> x(3 * 16 * 16);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(i % 17) / 17.0f - 0.5f;
  return x;
}

/// PyTorch's output, from the archive's expected.txt.
std::vector<double> expectedOutput(const std::string& path) {
  ts::ExtraFilesMap extra{{"expected.txt", ""}};
  ts::load(path, &extra);
  std::istringstream in(extra.at("expected.txt"));
  std::string shape_line;
  std::getline(in, shape_line);
  std::vector<double> out;
  for (double v; in >> v;) out.push_back(v);
  return out;
}

std::vector<float> forwardCnn(const ts::Module& m) {
  std::vector<float> x = cnnInput();
  ts::Value y = m.forward({ts::Value::from_blob(x.data(), {1, 3, 16, 16}, ts::DType::Float32)});
  const float* p = static_cast<const float*>(y.data_ptr());
  return std::vector<float>(p, p + y.numel());
}

TEST(Module, ForwardMatchesPyTorch) {
  ts::Module m = ts::load(kCnn);
  ts::NoGradGuard no_grad;
  std::vector<float> out = forwardCnn(m);
  std::vector<double> want = expectedOutput(kCnn);
  ASSERT_EQ(out.size(), want.size());
  for (size_t i = 0; i < out.size(); ++i) EXPECT_NEAR(out[i], want[i], 1e-5) << i;
}

TEST(Module, LoadsFromBufferAndStream) {
  std::ifstream file(kCnn, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::vector<float> want = forwardCnn(ts::load(kCnn));
  EXPECT_EQ(forwardCnn(ts::load(bytes.data(), bytes.size())), want);
  EXPECT_EQ(forwardCnn(ts::load_from_buffer(bytes)), want);
  std::istringstream stream(bytes);
  EXPECT_EQ(forwardCnn(ts::load(stream)), want);
}

TEST(Module, Reflection) {
  ts::Module m = ts::load(kCnn);
  EXPECT_EQ(m.type_name(), "__torch__.SmallCnn");
  EXPECT_EQ(m.method_names(), (std::vector<std::string>{"forward", "embed"}));
  EXPECT_EQ(m.method_schema("embed"),
            "embed(__torch__.SmallCnn self, Tensor x, float scale=1.) -> ((Tensor, int))");
  EXPECT_NE(m.code().find("def forward(self,"), std::string::npos) << m.code();
  std::vector<std::string> names;
  for (const auto& [name, p] : m.named_parameters()) names.push_back(name + ":" + std::to_string(p.numel()));
  EXPECT_EQ(names, (std::vector<std::string>{"features.0.weight:216", "features.0.bias:8", "head.weight:32",
                                             "head.bias:4"}));
  EXPECT_EQ(m.parameters(false).size(), 0u);
  names.clear();
  for (const auto& [name, b] : m.named_buffers()) names.push_back(name);
  EXPECT_EQ(names, (std::vector<std::string>{"offset"}));
  names.clear();
  for (const auto& [name, sub] : m.named_modules()) names.push_back(name + "=" + sub.type_name());
  ASSERT_EQ(names.size(), 5u);
  EXPECT_EQ(names[0], "=__torch__.SmallCnn");
  EXPECT_EQ(names[2], "features.0=__torch__.torch.nn.modules.conv.Conv2d");
  EXPECT_EQ(m.children().size(), 2u);
  EXPECT_EQ(m.submodule("head").attr("weight").shape(), (std::vector<int64_t>{4, 8}));
}

TEST(Module, RunMethodWithDefaultsAndTuples) {
  ts::Module m = ts::load(kCnn);
  std::vector<float> x = cnnInput();
  ts::Value in = ts::Value::from_blob(x.data(), {1, 3, 16, 16}, ts::DType::Float32);
  ts::Value r1 = m.run_method("embed", {in});
  ts::Value r2 = m.run_method("embed", {in, 2.0});
  ASSERT_TRUE(r1.isTuple());
  std::vector<ts::Value> a = r1.toList(), b = r2.toList();
  EXPECT_EQ(a[1].toInt(), 4);
  EXPECT_EQ(a[0].shape(), (std::vector<int64_t>{1, 8, 4, 4}));
  std::vector<double> va = a[0].toDoubleVector(), vb = b[0].toDoubleVector();
  for (size_t i = 0; i < va.size(); ++i) EXPECT_EQ(vb[i], 2 * va[i]);
  EXPECT_THROW(m.run_method("nope", {}), ts::Error);
  try {
    m.run_method("embed", {1});
    FAIL() << "expected a type error";
  } catch (const ts::Error& e) {
    EXPECT_NE(std::string(e.what()).find("Expected a value of type 'Tensor' for argument 'x'"), std::string::npos)
        << e.what();
  }
}

TEST(Module, AttributesAndTrainingMode) {
  ts::Module m = ts::load(kCnn);
  EXPECT_FALSE(m.is_training());  // saved after eval()
  m.train();
  EXPECT_TRUE(m.is_training());
  EXPECT_TRUE(m.submodule("features").submodule("1").is_training());
  EXPECT_EQ(m.named_modules()[3].first, "features.1");
  m.eval();
  EXPECT_FALSE(m.submodule("head").attr("training").toBool());
  ts::Module head = m.submodule("head");
  head.setattr("bias", ts::Value::tensor({4}, std::vector<float>{1, 2, 3, 4}));
  // Copies share the model, as torch::jit::Module's do.
  EXPECT_EQ(m.submodule("head").attr("bias").toDoubleVector(), (std::vector<double>{1, 2, 3, 4}));
  EXPECT_THROW(head.setattr("bias", ts::Value(3)), ts::Error);
  EXPECT_THROW(m.attr("missing"), ts::Error);
  EXPECT_FALSE(m.hasattr("missing"));
}

TEST(Module, FromBlobSharesMemoryAndCallsTheDeleter) {
  std::vector<float> data{1, 2, 3, 4, 5, 6};
  int deleted = 0;
  {
    ts::Value t = ts::Value::from_blob(data.data(), {2, 3}, ts::DType::Float32, [&](void* p) {
      EXPECT_EQ(p, data.data());
      ++deleted;
    });
    EXPECT_EQ(t.data_ptr(), data.data());
    EXPECT_EQ(t.strides(), (std::vector<int64_t>{3, 1}));
    data[4] = 50;
    EXPECT_EQ(t.toDoubleVector()[4], 50.0);
    ts::Value copy = t;
    EXPECT_EQ(deleted, 0);
  }
  EXPECT_EQ(deleted, 1);
  EXPECT_THROW(ts::Value::from_blob(data.data(), {-1}, ts::DType::Float32), ts::Error);
  EXPECT_THROW(ts::Value::from_blob(data.data(), {2}, ts::DType::Other), ts::Error);
}

TEST(Module, ExtraFilesStringsAndStatefulMethods) {
  ts::ExtraFilesMap extra{{"meta.txt", ""}, {"absent.txt", "x"}};
  ts::Module m = ts::load(kData + "/pt/model.pt", &extra);
  EXPECT_EQ(extra.at("meta.txt"), "hello");
  EXPECT_EQ(extra.at("absent.txt"), "");
  EXPECT_EQ(m.run_method("describe", {"y"}).toString(), "y1:1");
  EXPECT_EQ(m.run_method("describe", {"z"}).toString(), "z2:1");  // self.names grew
  ts::Value out = m.forward({ts::Value::tensor({1, 2}, std::vector<float>{1, 1})});
  EXPECT_EQ(out.toDoubleVector(), (std::vector<double>{7, 13}));
  EXPECT_EQ(m.attr("calls").toIntVector(), (std::vector<int64_t>{1}));
  EXPECT_EQ(m.attr("scale").toDouble(), 2.0);
  m.setattr("scale", 3.0);
  EXPECT_EQ(m.forward({ts::Value::tensor({1, 2}, std::vector<float>{1, 1})}).toDoubleVector(),
            (std::vector<double>{10.5, 19.5}));
}

TEST(Module, BadFilesAreErrors) {
  EXPECT_THROW(ts::load("/nonexistent/x.pt"), ts::Error);
  std::string junk = "not a zip archive";
  EXPECT_THROW(ts::load(junk.data(), junk.size()), ts::Error);
  EXPECT_THROW(ts::load_from_buffer(""), ts::Error);
}

// Note [Module threading contract] in torchscript/module.h.
TEST(Module, ForwardFromEightThreadsAtOnce) {
  ts::Module m = ts::load(kCnn);
  std::vector<float> want = forwardCnn(m);
  std::vector<std::vector<float>> outs(8);
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      ts::NoGradGuard no_grad;
      ++ready;
      while (ready < 8) std::this_thread::yield();  // start together
      for (int i = 0; i < 20; ++i) outs[t] = forwardCnn(m);
    });
  }
  for (std::thread& th : threads) th.join();
  for (const auto& out : outs) EXPECT_EQ(out, want);
}

TEST(Module, LoadFromEightThreadsAtOnce) {
  std::vector<float> want = forwardCnn(ts::load(kCnn));
  std::vector<std::vector<float>> outs(8);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) threads.emplace_back([&, t] { outs[t] = forwardCnn(ts::load(kCnn)); });
  for (std::thread& th : threads) th.join();
  for (const auto& out : outs) EXPECT_EQ(out, want);
}

}  // namespace
