// ===--- nn_activation_ops.cpp - activation, dropout and RNN operators ----=== //
// Schemas are PyTorch 1.13's (native_functions.yaml); in-place forms write
// into self and return it.
#include "ops/generator_arg.h"
#include "ops/nn_ops.h"
#include "ops/tensor_families.h"
#include "tensor/nn_activation.h"
#include "tensor/nn_rnn.h"
#include "tensor/nn_sample.h"

namespace ts::detail {
namespace {

using Unary = Tensor (*)(const Tensor&);

/// Adds `name(Tensor self) -> Tensor` and its in-place form.
void addUnaryPair(Registry& r, const std::string& name, Unary f) {
  r.add("aten::" + name + "(Tensor self) -> Tensor", kern<1>([f](const IValue* a) { return f(toTensor(a[0])); }));
  r.add("aten::" + name + "_(Tensor(a!) self) -> Tensor(a!)", kern<1>([f](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, f(s));
        }));
}

Tensor dropoutWith(const IValue* a, bool feature, bool alpha) {
  // aten::dropout has no generator argument: it always draws from the default one.
  return withGenerator(IValue(), [&](Generator& g) {
    return nn::dropout(toTensor(a[0]), toDouble(a[1]), toBool(a[2]), feature, alpha, g);
  });
}

void addDropoutOps(Registry& r) {
  r.add("aten::dropout(Tensor input, float p, bool train) -> Tensor",
        kern<3>([](const IValue* a) { return dropoutWith(a, false, false); }));
  r.add("aten::dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)", kern<3>([](const IValue* a) {
          return nn::assignResult(toTensor(a[0]), dropoutWith(a, false, false));
        }));
  r.add("aten::feature_dropout(Tensor input, float p, bool train) -> Tensor",
        kern<3>([](const IValue* a) { return dropoutWith(a, true, false); }));
  r.add("aten::feature_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)", kern<3>([](const IValue* a) {
          return nn::assignResult(toTensor(a[0]), dropoutWith(a, true, false));
        }));
  r.add("aten::alpha_dropout(Tensor input, float p, bool train) -> Tensor",
        kern<3>([](const IValue* a) { return dropoutWith(a, false, true); }));
  r.add("aten::alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)", kern<3>([](const IValue* a) {
          return nn::assignResult(toTensor(a[0]), dropoutWith(a, false, true));
        }));
  r.add("aten::feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor",
        kern<3>([](const IValue* a) { return dropoutWith(a, true, true); }));
  r.add("aten::feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)",
        kern<3>([](const IValue* a) { return nn::assignResult(toTensor(a[0]), dropoutWith(a, true, true)); }));
}

void addScalarActivations(Registry& r) {
  r.add("aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor",
        kern<2>([](const IValue* a) { return nn::leakyRelu(toTensor(a[0]), toScalar(a[1])); }));
  r.add("aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)", kern<2>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::leakyRelu(s, toScalar(a[1])));
        }));
  r.add("aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::elu(toTensor(a[0]), toScalar(a[1]), toScalar(a[2]), toScalar(a[3]));
        }));
  r.add("aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)",
        kern<4>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::elu(s, toScalar(a[1]), toScalar(a[2]), toScalar(a[3])));
        }));
  r.add("aten::celu(Tensor self, Scalar alpha=1.) -> Tensor",
        kern<2>([](const IValue* a) { return nn::celu(toTensor(a[0]), toScalar(a[1])); }));
  r.add("aten::celu_(Tensor(a!) self, Scalar alpha=1.) -> Tensor(a!)", kern<2>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::celu(s, toScalar(a[1])));
        }));
  r.add("aten::gelu(Tensor self, *, str approximate=\"none\") -> Tensor",
        kern<2>([](const IValue* a) { return nn::gelu(toTensor(a[0]), a[1].toStr()); }));
  r.add("aten::gelu_(Tensor(a!) self, *, str approximate=\"none\") -> Tensor(a!)", kern<2>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::gelu(s, a[1].toStr()));
        }));
  r.add("aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor",
        kern<3>([](const IValue* a) { return nn::softplus(toTensor(a[0]), toScalar(a[1]), toScalar(a[2])); }));
  r.add("aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor",
        kern<3>([](const IValue* a) { return nn::hardtanh(toTensor(a[0]), toScalar(a[1]), toScalar(a[2])); }));
  r.add("aten::hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)",
        kern<3>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::hardtanh(s, toScalar(a[1]), toScalar(a[2])));
        }));
  r.add("aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor",
        kern<3>([](const IValue* a) { return nn::threshold(toTensor(a[0]), toScalar(a[1]), toScalar(a[2])); }));
  r.add("aten::threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)",
        kern<3>([](const IValue* a) {
          Tensor s = toTensor(a[0]);
          return nn::assignResult(s, nn::threshold(s, toScalar(a[1]), toScalar(a[2])));
        }));
  r.add("aten::softshrink(Tensor self, Scalar lambd=0.5) -> Tensor",
        kern<2>([](const IValue* a) { return nn::softshrink(toTensor(a[0]), toScalar(a[1])); }));
  r.add("aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor",
        kern<2>([](const IValue* a) { return nn::hardshrink(toTensor(a[0]), toScalar(a[1])); }));
}

void addOtherActivations(Registry& r) {
  r.add("aten::log_sigmoid(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return nn::logSigmoid(toTensor(a[0])); }));
  r.add("aten::glu(Tensor self, int dim=-1) -> Tensor",
        kern<2>([](const IValue* a) { return nn::glu(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::prelu(Tensor self, Tensor weight) -> Tensor",
        kern<2>([](const IValue* a) { return nn::prelu(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::bilinear(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toOptTensor(a[3]));
        }));
}

nn::RnnOptions rnnOptions(const IValue* a) {
  nn::RnnOptions o;
  o.has_biases = toBool(a[3]);
  o.num_layers = toInt(a[4]);
  o.dropout = toDouble(a[5]);
  o.train = toBool(a[6]);
  o.bidirectional = toBool(a[7]);
  o.batch_first = toBool(a[8]);
  return o;
}

std::vector<Tensor> runRnnOp(nn::RnnKind kind, const IValue* a, std::vector<Tensor> hx) {
  return withGenerator(IValue(), [&](Generator& g) {
    return nn::runRnn(kind, toTensor(a[0]), hx, toTensorVector(a[2]), rnnOptions(a), g);
  });
}

void addRnnOps(Registry& r) {
  r.add("aten::lstm.input(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, "
        "float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor)",
        kern<9>([](const IValue* a) {
          auto out = runRnnOp(nn::RnnKind::Lstm, a, toTensorVector(a[1]));
          return std::make_tuple(out[0], out[1], out[2]);
        }));
  r.add("aten::lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, "
        "Tensor? b_hh=None) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          auto out = nn::rnnCell(nn::RnnKind::Lstm, toTensor(a[0]), toTensorVector(a[1]), toTensor(a[2]),
                                 toTensor(a[3]), toOptTensor(a[4]), toOptTensor(a[5]));
          return std::make_pair(out[0], out[1]);
        }));
  const std::pair<const char*, nn::RnnKind> single[] = {
      {"gru", nn::RnnKind::Gru}, {"rnn_tanh", nn::RnnKind::Tanh}, {"rnn_relu", nn::RnnKind::Relu}};
  for (const auto& [name, kind] : single) {
    nn::RnnKind k = kind;
    r.add(std::string("aten::") + name +
              "_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor",
          kern<6>([k](const IValue* a) {
            return nn::rnnCell(k, toTensor(a[0]), {toTensor(a[1])}, toTensor(a[2]), toTensor(a[3]), toOptTensor(a[4]),
                               toOptTensor(a[5]))[0];
          }));
    r.add(std::string("aten::") + name +
              ".input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, "
              "bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)",
          kern<9>([k](const IValue* a) {
            auto out = runRnnOp(k, a, {toTensor(a[1])});
            return std::make_pair(out[0], out[1]);
          }));
  }
}

}  // namespace

void addNnActivationOps(Registry& r) {
  addRnnOps(r);
  addUnaryPair(r, "relu6", &nn::relu6);
  addUnaryPair(r, "selu", &nn::selu);
  addUnaryPair(r, "silu", &nn::silu);
  addUnaryPair(r, "mish", &nn::mish);
  addUnaryPair(r, "hardswish", &nn::hardswish);
  addUnaryPair(r, "hardsigmoid", &nn::hardsigmoid);
  addScalarActivations(r);
  addOtherActivations(r);
  addDropoutOps(r);
}

}  // namespace ts::detail
