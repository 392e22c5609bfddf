// ===--- stdlib.cpp - which Python module each stdlib file implements -----=== //
#include "stdlib/stdlib.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <utility>

namespace ts {

namespace {

struct ModuleFile {
  const char* module;
  const char* stem;
  const char* display;
};

// The Python modules that have TorchScript source here.
constexpr ModuleFile kModules[] = {
    {"torch.nn.functional", "nn_functional", "torch/nn/functional.py"},
    {"torch.nn", "nn_modules", "torch/nn/modules.py"},
    {"torch.nn.init", "nn_init", "torch/nn/init.py"},
    {"torch.functional", "torch_functional", "torch/functional.py"},
    {"torch.sparse", "torch_sparse", "torch/sparse/__init__.py"},
    {"torch.nn.utils.rnn", "nn_utils_rnn", "torch/nn/utils/rnn.py"},
    // PyTorch's operators defined by TorchScript source, in the order a call
    // tries them (Note [Builtin source functions] in compiler/program.cpp).
    {"torch._builtin_source", "builtin_source", "<string>"},
    {"torch._builtin_source_tensor", "builtin_source_tensor", "<string>"},
    // `scalar op tensor` (scalar_operators_source for float, int, complex;
    // the comparisons for float and int) and `tensor // x`
    // (Note [Builtin source operators] in compiler/builtins.cpp).
    {"torch._builtin_scalar_float", "builtin_scalar_float", "<string>"},
    {"torch._builtin_scalar_int", "builtin_scalar_int", "<string>"},
    {"torch._builtin_scalar_complex", "builtin_scalar_complex", "<string>"},
    {"torch._builtin_scalar_compare_float", "builtin_scalar_compare_float", "<string>"},
    {"torch._builtin_scalar_compare_int", "builtin_scalar_compare_int", "<string>"},
    {"torch._builtin_floordiv_number", "builtin_floordiv_number", "<string>"},
    {"torch._builtin_floordiv_tensor", "builtin_floordiv_tensor", "<string>"},
};

// Which file of torch/nn/modules/ defines each class of nn_modules.py
// (read off PyTorch 1.13's `cls.__module__`).
constexpr std::pair<const char*, const char*> kNnClassFiles[] = {
    {"activation", "ReLU Tanh Sigmoid GELU Softmax LogSoftmax LeakyReLU RReLU ELU CELU SELU ReLU6 Hardtanh SiLU Mish "
                   "Hardswish Hardsigmoid Softplus Softsign Tanhshrink Softshrink Hardshrink LogSigmoid Threshold "
                   "GLU PReLU Softmin Softmax2d MultiheadAttention"},
    {"batchnorm", "BatchNorm1d BatchNorm2d BatchNorm3d"},
    {"channelshuffle", "ChannelShuffle"},
    {"container", "Sequential ModuleList ModuleDict ParameterList ParameterDict"},
    {"conv", "Conv1d Conv2d Conv3d ConvTranspose1d ConvTranspose2d ConvTranspose3d"},
    {"distance", "CosineSimilarity PairwiseDistance"},
    {"dropout", "Dropout Dropout1d Dropout2d Dropout3d AlphaDropout FeatureAlphaDropout"},
    {"flatten", "Flatten Unflatten"},
    {"fold", "Unfold Fold"},
    {"instancenorm", "InstanceNorm1d InstanceNorm2d InstanceNorm3d"},
    {"linear", "Identity Linear NonDynamicallyQuantizableLinear Bilinear LazyLinear"},
    {"loss", "MSELoss L1Loss SmoothL1Loss HuberLoss NLLLoss CrossEntropyLoss BCELoss BCEWithLogitsLoss KLDivLoss "
             "MarginRankingLoss HingeEmbeddingLoss SoftMarginLoss PoissonNLLLoss GaussianNLLLoss CosineEmbeddingLoss "
             "TripletMarginLoss TripletMarginWithDistanceLoss MultiLabelMarginLoss MultiLabelSoftMarginLoss MultiMarginLoss"},
    {"normalization", "LayerNorm GroupNorm LocalResponseNorm"},
    {"padding", "ConstantPad1d ConstantPad2d ConstantPad3d ZeroPad2d ReflectionPad1d ReflectionPad2d ReflectionPad3d "
                "ReplicationPad1d ReplicationPad2d ReplicationPad3d"},
    {"pixelshuffle", "PixelShuffle PixelUnshuffle"},
    {"pooling", "MaxPool1d MaxPool2d MaxPool3d AvgPool1d AvgPool2d AvgPool3d AdaptiveAvgPool1d AdaptiveAvgPool2d "
                "AdaptiveAvgPool3d AdaptiveMaxPool1d AdaptiveMaxPool2d AdaptiveMaxPool3d MaxUnpool1d MaxUnpool2d MaxUnpool3d _LPPoolNd LPPool1d LPPool2d"},
    {"rnn", "RNNBase RNN LSTM GRU RNNCellBase RNNCell LSTMCell GRUCell"},
    {"sparse", "Embedding EmbeddingBag"},
    {"transformer", "TransformerEncoderLayer TransformerDecoderLayer TransformerEncoder TransformerDecoder Transformer"},
    {"upsampling", "Upsample UpsamplingNearest2d UpsamplingBilinear2d"},
};

}  // namespace

std::string nnClassModule(const std::string& name) {
  for (const auto& [file, classes] : kNnClassFiles) {
    std::string_view list(classes);
    for (size_t pos = 0; pos <= list.size();) {
      size_t end = std::min(list.find(' ', pos), list.size());
      if (list.substr(pos, end - pos) == name) return std::string("torch.nn.modules.") + file;
      pos = end + 1;
    }
  }
  return "";
}

const StdlibFile* stdlibFileForModule(const std::string& module) {
  for (const ModuleFile& m : kModules) {
    if (module != m.module) continue;
    size_t n = 0;
    const StdlibFile* files = stdlibFiles(&n);
    for (size_t i = 0; i < n; ++i)
      if (std::strcmp(files[i].stem, m.stem) == 0) return &files[i];
  }
  return nullptr;
}

std::string stdlibDisplayName(const StdlibFile& f) {
  for (const ModuleFile& m : kModules)
    if (std::strcmp(f.stem, m.stem) == 0) return m.display;
  return std::string(f.stem) + ".py";
}

}  // namespace ts
