// ===--- zoo_test.cpp - the .pt zoo through the public C++ API ------------=== //
// An embedder's path through files PyTorch 1.13 wrote every way
// (tests/data/pt/generate_zoo.py): ts::load, forward on zoo_check.py's
// deterministic inputs, and the outputs' summaries against PyTorch's
// (zoo_expected.txt): tuples, dicts, NamedTuples, ints, None arguments,
// saved functions, fork/wait and interfaces.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "torchscript/torchscript.h"

namespace {

const std::string kPt = std::string(TS_TEST_DATA_DIR) + "/pt/";

/// zoo_check.py's make_input: sin(0.618 * arange(n)) in the given shape;
/// nullopt is an Optional argument left as None.
ts::Value makeInput(const std::optional<std::vector<int64_t>>& shape) {
  if (!shape) return ts::Value();
  int64_t n = 1;
  for (int64_t d : *shape) n *= d;
  std::vector<float> data(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) data[static_cast<size_t>(i)] = std::sin(static_cast<float>(i) * 0.618f);
  return ts::Value::tensor(*shape, data);
}

/// One summary line per output leaf, as zoo_check.py's summarize prints
/// them: `out.0 float32 2x3 <mean> <absmean>` for tensors, `out.1 <value>`
/// for numbers.
void summarize(const ts::Value& v, const std::string& path, std::vector<std::string>& lines) {
  std::ostringstream s;
  if (v.isTensor()) {
    std::string shape = "[";
    for (int64_t d : v.shape()) shape += (shape.size() == 1 ? "" : "x") + std::to_string(d);
    shape += "]";
    if (v.dtype() < ts::DType::Float16) {
      // Integer and bool tensors: their first eight elements.
      std::vector<int64_t> xs = v.toIntVector();
      s << path << " " << shape << " ints";
      for (size_t i = 0; i < xs.size() && i < 8; ++i) s << " " << xs[i];
      lines.push_back(s.str());
      return;
    }
    std::vector<double> xs = v.toDoubleVector();
    double sum = 0, abs_sum = 0;
    for (double x : xs) sum += x, abs_sum += std::fabs(x);
    double n = xs.empty() ? 1 : static_cast<double>(xs.size());
    s << path << " " << shape << " " << sum / n << " " << abs_sum / n;
  } else if (v.isDict()) {
    auto entries = v.toDict();
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.first.toString() < b.first.toString(); });
    for (const auto& [k, item] : entries) summarize(item, path + "[" + k.toString() + "]", lines);
    return;
  } else if (v.isList() || v.isTuple()) {
    std::vector<ts::Value> items = v.toList();
    for (size_t i = 0; i < items.size(); ++i) summarize(items[i], path + "." + std::to_string(i), lines);
    return;
  } else if (v.isInt() || v.isDouble()) {
    s << path << " " << v.toDouble();
  } else {
    return;
  }
  lines.push_back(s.str());
}

/// PyTorch's lines for `name` from `expected` (zoo_expected.txt), in the same form.
std::vector<std::string> expectedLines(const std::string& name, const std::string& expected) {
  std::ifstream in(kPt + expected);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(name + ": ", 0) != 0) continue;
    std::istringstream words(line.substr(name.size() + 2));
    std::vector<std::string> w;
    for (std::string x; words >> x;) w.push_back(x);
    std::ostringstream s;
    // A 0-dim tensor's shape is empty: "out torch.float32  mean ...".
    if (w.size() >= 2 && w[1].rfind("torch.", 0) == 0 && (w[2] == "mean" || w[2] == "ints")) w.insert(w.begin() + 2, "");
    if (w.size() >= 7 && w[3] == "mean") {
      s << w[0] << " [" << w[2] << "] " << std::stod(w[4]) << " " << std::stod(w[6]);
    } else if (w.size() >= 4 && w[3] == "ints") {
      s << w[0] << " [" << w[2] << "] ints";
      for (size_t i = 4; i < w.size(); ++i) s << " " << w[i];
    } else if (w.size() == 3 && (w[1] == "int" || w[1] == "float")) {
      s << w[0] << " " << std::stod(w[2]);
    } else {
      continue;
    }
    out.push_back(s.str());
  }
  return out;
}

/// Same paths and shapes; numbers to float rounding at the line's scale.
void expectClose(const std::string& got, const std::string& want) {
  std::istringstream g(got), w(want);
  std::vector<std::string> gs, ws;
  for (std::string x; g >> x;) gs.push_back(x);
  for (std::string x; w >> x;) ws.push_back(x);
  ASSERT_EQ(gs.size(), ws.size()) << got << " vs " << want;
  if (gs.size() > 2 && gs[2] == "ints") {
    EXPECT_EQ(got, want);
    return;
  }
  size_t first_number = gs.size() == 4 ? 2 : 1;
  for (size_t i = 0; i < first_number; ++i) EXPECT_EQ(gs[i], ws[i]);
  double scale = gs.size() == 4 ? std::stod(ws[3]) : 1.0;
  for (size_t i = first_number; i < gs.size(); ++i)
    EXPECT_NEAR(std::stod(gs[i]), std::stod(ws[i]), 1e-3 * (scale + std::fabs(std::stod(ws[i])))) << got;
}

/// The zoo directory of a fixture: zoo2/ for generate_zoo2.py's "z2_",
/// zoo7/ for generate_zoo7.py's "z7_", zoo9/ for "z9_", else zoo/.
std::string zooOf(const std::string& name) {
  if (name.rfind("z2_", 0) == 0) return "zoo2";
  if (name.rfind("z7_", 0) == 0) return "zoo7";
  if (name.rfind("z9_", 0) == 0) return "zoo9";
  return "zoo";
}

/// forward(args) of ZOO/NAME.pt (or, for "NAME@m", its method m) against
/// PyTorch's summary.
void expectMatches(const std::string& name, std::vector<ts::Value> args) {
  SCOPED_TRACE(name);
  const std::string file = name.substr(0, name.find('@'));
  const std::string method = name.find('@') == std::string::npos ? "forward" : name.substr(name.find('@') + 1);
  ts::Module m = ts::load(kPt + zooOf(name) + "/" + file + ".pt");
  ts::NoGradGuard no_grad;
  std::vector<std::string> got;
  summarize(m.run_method(method, std::move(args)), "out", got);
  std::vector<std::string> want = expectedLines(name, zooOf(name) + "_expected.txt");
  ASSERT_FALSE(want.empty());
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) expectClose(got[i], want[i]);
}

void expectMatchesPyTorch(const std::string& name, const std::vector<std::optional<std::vector<int64_t>>>& inputs) {
  std::vector<ts::Value> args;
  for (const auto& shape : inputs) args.push_back(makeInput(shape));
  expectMatches(name, std::move(args));
}

using Shape = std::vector<int64_t>;

TEST(Zoo, BidirectionalRnnsAndCellsTraced) { expectMatchesPyTorch("rnn_trace", {Shape{2, 5, 8}}); }
TEST(Zoo, FrozenRnns) { expectMatchesPyTorch("rnn_frozen", {Shape{2, 5, 8}}); }
TEST(Zoo, ScriptedTransformer) { expectMatchesPyTorch("transformer_script", {Shape{2, 5, 16}, Shape{2, 4, 16}}); }
TEST(Zoo, MultiheadAttentionWeights) { expectMatchesPyTorch("mha_script", {Shape{2, 5, 16}}); }
TEST(Zoo, NamedTupleDictAndListOutputs) { expectMatchesPyTorch("classes_script", {Shape{1, 3, 16, 16}}); }
TEST(Zoo, ModuleDictOutputs) { expectMatchesPyTorch("containers_frozen", {Shape{2, 8}}); }
TEST(Zoo, OptionalArgumentLeftNone) { expectMatchesPyTorch("optional_script", {Shape{2, 8}, std::nullopt}); }
TEST(Zoo, InterfaceAttribute) { expectMatchesPyTorch("interface_script", {Shape{2, 8}}); }
TEST(Zoo, ForkAndWait) { expectMatchesPyTorch("fork_script", {Shape{2, 8}}); }
TEST(Zoo, SavedFunction) { expectMatchesPyTorch("function_script", {Shape{2, 8}, Shape{2, 8}}); }

// generate_zoo2.py's fixtures.
TEST(Zoo2, PackedSequencesWithListArgument) {
  expectMatches("z2_packed_rnns_frozen", {makeInput(Shape{3, 5, 6}), ts::Value::list({5, 2, 4})});
}
TEST(Zoo2, TransformerWithEveryMask) {
  expectMatchesPyTorch("z2_transformer_sf_script", {Shape{5, 2, 16}, Shape{4, 2, 16}});
}
TEST(Zoo2, TracedSwinV2) { expectMatchesPyTorch("z2_swin_v2_trace", {Shape{1, 3, 32, 32}}); }
TEST(Zoo2, NamedTupleOutputKeepsItsItems) { expectMatchesPyTorch("z2_structured_script", {Shape{3, 4}}); }

TEST(Zoo2, AttributesOfManyTypesReadAfterLoad) {
  ts::Module m = ts::load(kPt + "zoo2/z2_attributes_script.pt");
  EXPECT_EQ(m.attr("count").toInt(), 7);
  EXPECT_EQ(m.attr("ratio").toDouble(), 0.25);
  EXPECT_EQ(m.attr("name").toString(), "attrs");
  EXPECT_TRUE(m.attr("flag").toBool());
  EXPECT_EQ(m.attr("sizes").typeName(), "List[int]");
  EXPECT_EQ(m.attr("sizes").toList().at(2).toInt(), 4);
  EXPECT_EQ(m.attr("table").toDict().size(), 2u);
  EXPECT_EQ(m.attr("maybe").toDoubleVector(), (std::vector<double>{0, 1, 2}));
  EXPECT_TRUE(m.attr("missing").isNone());
  EXPECT_EQ(m.attr("pair").toList().at(1).toString(), "five");
  EXPECT_EQ(m.attr("nested").toList().at(1).toList().size(), 0u);
  EXPECT_EQ(m.submodule("lin").attr("weight").shape(), (std::vector<int64_t>{2, 3}));
  // Methods called by name see and change the same attributes.
  EXPECT_EQ(m.run_method("describe").toString(), "attrs:7:[3, 1, 4]:1");
  EXPECT_EQ(m.run_method("bump", {ts::Value(2)}).toInt(), 13);
  EXPECT_EQ(m.attr("count").toInt(), 9);
  m.setattr("count", ts::Value(1));
  EXPECT_EQ(m.run_method("describe").toString(), "attrs:1:[3, 1, 4, 2]:1");
}

TEST(Zoo2, StringMethodsByName) {
  ts::Module m = ts::load(kPt + "zoo2/z2_tokenizer_script.pt");
  EXPECT_EQ(m.run_method("tokenize", {ts::Value(std::string("A cat on THE mat."))}).toList().size(), 5u);
  EXPECT_EQ(m.run_method("detokenize", {ts::Value::list({3, 0, 5})}).toString(), "Sat <unk> mat.");
}

// generate_zoo7.py's fixtures: traced, frozen-after-trace, lite-interpreter
// and scripted files with exported methods, through the C++ API.
TEST(Zoo7, TracedEfficientNet) { expectMatchesPyTorch("z7_effnet_tiny_trace", {Shape{2, 3, 32, 32}}); }
TEST(Zoo7, FrozenConvNeXt) { expectMatchesPyTorch("z7_convnext_cfg_frozen", {Shape{2, 3, 32, 32}}); }
TEST(Zoo7, FpnDictOutput) { expectMatchesPyTorch("z7_fpn_p6p7_script", {Shape{2, 3, 32, 32}}); }
TEST(Zoo7, PackedBidirectionalGru) {
  expectMatches("z7_packed_bigru_frozen", {makeInput(Shape{3, 5, 6}), ts::Value::list({3, 5, 1})});
}
TEST(Zoo7, DecoderWithEveryMask) { expectMatchesPyTorch("z7_decoder_masks_trace", {Shape{2, 4, 12}, Shape{2, 5, 12}}); }
TEST(Zoo7, NestedNamedTupleOutput) { expectMatchesPyTorch("z7_named_out_script", {Shape{3, 5}}); }
TEST(Zoo7, TracedDictListTupleOutputs) { expectMatchesPyTorch("z7_dict_list_out_tfrozen", {Shape{2, 4}}); }
TEST(Zoo7, TracedWeightNorm) { expectMatchesPyTorch("z7_normed_layers_trace", {Shape{3, 5}}); }
TEST(Zoo7, LiteInterpreterFile) { expectMatchesPyTorch("z7_plain_lite_lite", {Shape{3, 4}}); }
TEST(Zoo7, ExportedMethodsOfFrozenModule) {
  expectMatchesPyTorch("z7_codec_frozen@encode", {Shape{2, 6}});
  expectMatchesPyTorch("z7_codec_frozen@decode", {Shape{2, 3}});
}

// generate_zoo9.py's fixtures: torchvision nets traced, frozen and
// optimized; detection heads over a list of feature maps; a trace taking a
// dict; exported methods called with defaults left out; every parameter
// dtype; shared storages; interfaces in a ModuleDict; extra files.
TEST(Zoo9, TracedDenseNet) { expectMatchesPyTorch("z9_densenet_trace", {Shape{2, 3, 32, 32}}); }
TEST(Zoo9, FrozenTracedMobileNetV3Dilated) { expectMatchesPyTorch("z9_mnv3_dilated_tfrozen", {Shape{2, 3, 32, 32}}); }
TEST(Zoo9, ScriptedShuffleNet) { expectMatchesPyTorch("z9_shufflenet_script", {Shape{2, 3, 32, 32}}); }
TEST(Zoo9, FrozenViTWithConvStem) { expectMatchesPyTorch("z9_vit_stem_frozen", {Shape{2, 3, 16, 16}}); }
TEST(Zoo9, DetectionHeadsOverFeatureList) {
  expectMatches("z9_det_heads_script", {ts::Value::list({makeInput(Shape{2, 8, 8, 8}), makeInput(Shape{2, 8, 4, 4})})});
  expectMatches("z9_ssd_head_frozen", {ts::Value::list({makeInput(Shape{2, 8, 6, 6}), makeInput(Shape{2, 6, 3, 3})})});
}
TEST(Zoo9, TraceTakingDict) {
  expectMatches("z9_trace_dict_in_trace",
                {ts::Value::dict({{ts::Value("a"), makeInput(Shape{2, 3})}, {ts::Value("b"), makeInput(Shape{4, 3})}})});
}
TEST(Zoo9, ExportedMethodWithDefaultsLeftOut) {
  expectMatches("z9_defaults_frozen@infer", {makeInput(Shape{3, 4}), ts::Value(3), ts::Value("min"), ts::Value(0.5)});
  expectMatchesPyTorch("z9_defaults_lite", {Shape{3, 4}});
}
TEST(Zoo9, ParametersOfEveryDtype) { expectMatchesPyTorch("z9_dtype_params_trace", {Shape{2, 4}}); }
TEST(Zoo9, SharedStorageAndTiedWeights) { expectMatchesPyTorch("z9_shared_storage_script", {Shape{2, 4}}); }
TEST(Zoo9, InterfacesInModuleDict) { expectMatchesPyTorch("z9_interface_dict_frozen", {Shape{2, 4}}); }
TEST(Zoo9, UnionOptionalAndNamedTupleDefaults) { expectMatchesPyTorch("z9_union_optional_script", {Shape{2, 3}}); }
TEST(Zoo9, FrozenKeepsPreservedExportedMethod) { expectMatchesPyTorch("z9_foldnet_frozen@scaled", {Shape{2, 3, 6, 6}}); }

TEST(Zoo9, EveryJitFixtureLoads) {
  // torch.save files (z9_tsave_) are pickles for torch.load, not modules.
  size_t loaded = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kPt + "zoo9")) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("z9_tsave_", 0) == 0) continue;
    SCOPED_TRACE(name);
    EXPECT_TRUE(ts::load(entry.path().string()).has_method("forward"));
    ++loaded;
  }
  EXPECT_GE(loaded, 60u);
}

TEST(Zoo9, ExtraFilesAndIgnoredMethods) {
  ts::ExtraFilesMap extra{{"meta.json", ""}, {"notes/readme.txt", ""}, {"absent.txt", ""}};
  ts::Module m = ts::load(kPt + "zoo9/z9_ignored_script.pt", &extra);
  EXPECT_EQ(extra["meta.json"], "{\"name\": \"ignored\", \"v\": 2}");
  EXPECT_EQ(extra["notes/readme.txt"], "z9");
  expectMatchesPyTorch("z9_ignored_frozen", {Shape{2, 4}});
  // The @ignore'd method's body is Python the file does not hold.
  EXPECT_THROW(m.run_method("python_only", {makeInput(Shape{2, 4})}), ts::Error);
}

}  // namespace
