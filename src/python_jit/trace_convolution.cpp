// ===--- trace_convolution.cpp - convolutions in a trace as PyTorch records them ===//
// Note [Traced convolutions]: aten::conv1d/conv2d/conv3d (and the
// conv_transpose forms, transposed=True) are composite
// operators in PyTorch; its tracer sees the aten::_convolution they call,
// with its thirteen arguments (transposed=False, output_padding zeros,
// benchmark/deterministic False, cudnn_enabled/allow_tf32 True), and
// records it below autograd, so the result's type says requires_grad=0. We
// run conv2d itself, so the trace records the equivalent _convolution call.
// The value numbers and the graph then match PyTorch's.
#include <string>

#include "ops/registry.h"
#include "python_jit/trace_internal.h"

namespace ts::py {

namespace {

/// The value an argument of `n` had: an op-graph input's run-time value,
/// or a constant of the op graph (a default argument). Null if neither.
const IValue* argumentValue(const Graph& op, const Node& n, size_t i, const std::vector<IValue>& inputs,
                            IValue& scratch) {
  const Value* v = n.input(i);
  for (size_t k = 0; k < op.inputs().size(); ++k)
    if (op.inputs()[k] == v) return &inputs[k];
  const Node* c = v->node();
  if (c->kind() != prim::Constant) return nullptr;
  TypePtr t = v->type();
  if (t->kind() == TypeKind::None) scratch = IValue();
  else if (t->kind() == TypeKind::Int && c->hasAttribute(attr::value)) scratch = IValue(c->i(attr::value));
  else return nullptr;
  return &scratch;
}

/// conv1d/conv2d/conv3d with int[] padding (not the padding="same" form),
/// or conv_transpose1d/2d/3d: the spatial dims, 0 for other ops.
int convolutionDims(const Node& n, bool& transposed) {
  if (!n.op) return 0;
  const FunctionSchema& s = static_cast<const Operator*>(n.op)->schema;
  transposed = s.name.rfind("aten::conv_transpose", 0) == 0;
  if (transposed ? (s.overload != "input" || n.inputs().size() != 8) : (!s.overload.empty() || n.inputs().size() != 7))
    return 0;
  const std::string base = transposed ? "aten::conv_transpose" : "aten::conv";
  for (int d = 1; d <= 3; ++d)
    if (s.name == base + std::to_string(d) + "d") return d;
  return 0;
}

}  // namespace

bool Tracer::recordConvolution(const Graph& op, const Node& n, const std::vector<IValue>& inputs,
                               const std::vector<IValue>& outputs) {
  bool transposed = false;
  int dims = convolutionDims(n, transposed);
  if (!dims || outputs.size() != 1 || !outputs[0].isTensor()) return false;
  const Operator* conv = Registry::global().find("aten::_convolution");
  if (!conv) return false;
  std::vector<IValue> args;
  for (size_t i = 0; i < n.inputs().size(); ++i) {
    IValue scratch;
    const IValue* v = argumentValue(op, n, i, inputs, scratch);
    if (!v) return false;
    args.push_back(*v);
  }
  // conv: (input, weight, bias, stride, padding, dilation, groups);
  // conv_transpose: (input, weight, bias, stride, padding, output_padding, groups, dilation).
  IValue groups = args[6];
  IValue output_padding;
  if (transposed) {
    output_padding = args[5];
    args[5] = args[7];
  } else {
    std::vector<IValue> zeros(static_cast<size_t>(dims), IValue(int64_t{0}));
    output_padding = IValue(Ref<ListObj>(new ListObj(Type::int_(), std::move(zeros))));
  }
  args.resize(6);
  args.emplace_back(transposed);
  args.push_back(output_padding);
  args.push_back(groups);
  for (bool flag : {false, false, true, true}) args.emplace_back(flag);  // benchmark .. allow_tf32
  Graph g;
  std::vector<Value*> values;
  for (size_t i = 0; i < args.size(); ++i) {
    values.push_back(g.addInput());
    values.back()->setType(conv->schema.arguments[i].type);
  }
  Node* call = g.create(Symbol::fromQualString("aten::_convolution"), values);
  call->op = conv;
  call->output()->setType(Type::tensor());
  g.block()->appendNode(call);
  g.registerOutput(call->output());
  graph.recordOp(g, args, outputs);
  graph.setBelowAutograd(outputs[0]);
  return true;
}

}  // namespace ts::py
