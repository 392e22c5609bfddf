// ===--- trace_graph_test.cpp - the tracer's graph side -------------------=== //
// Feeds one-op graphs (as the torch bridge reports them) to a TraceGraph and
// checks the recorded graph, its printing and the Function made from it.
#include <gtest/gtest.h>

#include "ops/registry.h"
#include "python_jit/trace_function.h"
#include "python_jit/trace_graph.h"
#include "runtime/interpreter.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_reduce.h"
#include "tensor/tensor.h"

namespace ts::py {
namespace {

/// Runs registry operator `name` on `args` and reports it to `t` the way the
/// bridge's OpObserver does: a one-op graph whose inputs are the arguments.
IValue runOp(TraceGraph& t, const std::string& name, std::vector<IValue> args) {
  const Operator* op = Registry::global().find(name);
  EXPECT_NE(op, nullptr) << name;
  Graph g;
  std::vector<Value*> ins;
  for (const SchemaArgument& a : op->schema.arguments) ins.push_back(g.addInput()->setType(a.type));
  Node* n = g.create(op->symbol, ins, op->schema.returns.size());
  n->op = op;
  n->schema_name = op->schema.overload;
  for (size_t i = 0; i < op->schema.returns.size(); ++i) n->output(i)->setType(op->schema.returns[i].type);
  g.insertNode(n);
  for (Value* v : n->outputs()) g.registerOutput(v);
  Stack s(args.begin(), args.end());
  op->kernel(s);
  std::vector<IValue> outs(s.begin(), s.end());
  t.recordOp(g, args, outs);
  return outs.at(0);
}

TEST(TraceGraph, RecordsOpsConstantsAndTupleOutput) {
  TraceGraph t;
  IValue x(ones({2, 3})), y(ones({2, 3}));
  t.addInput(x, "x");
  t.addInput(y, "y");
  IValue m = runOp(t, "aten::mul.Tensor", {y, IValue(full({}, Scalar(int64_t(2)), ScalarType::Long))});
  IValue z = runOp(t, "aten::add.Tensor", {x, m, IValue(int64_t(1))});
  IValue r = runOp(t, "aten::relu", {z});
  runOp(t, "aten::neg", {z});  // unused: removed by dead code elimination
  t.setOutput(IValue(makeRef<TupleObj>(std::vector<IValue>{r, z})));
  t.eliminateDeadCode();
  std::unique_ptr<Graph> g = t.take();
  EXPECT_EQ(printGraph(*g),
            "graph(%x : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu),\n"
            "      %y : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu)):\n"
            "  %2 : Long(requires_grad=0, device=cpu) = prim::Constant[value={2}]()\n"
            "  %3 : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu) = aten::mul(%y, %2)\n"
            "  %4 : int = prim::Constant[value=1]()\n"
            "  %5 : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu) = aten::add(%x, %3, %4)\n"
            "  %6 : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu) = aten::relu(%5)\n"
            "  %8 : (Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu), Float(2, 3, strides=[3, 1], "
            "requires_grad=0, device=cpu)) = prim::TupleConstruct(%6, %5)\n"
            "  return (%8)\n");

  Ref<Function> fn = makeTracedFunction(std::move(g), "f", "__torch__.f");
  Stack s{IValue(full({1, 2}, Scalar(-3.0))), IValue(ones({1, 2}))};
  runFunction(*fn, s);
  ASSERT_EQ(s.size(), 1u);
  ASSERT_TRUE(s[0].isTuple());
  // relu(-3 + 1 * 2) = 0, z = -1
  EXPECT_EQ(sum(s[0].toTuple()->items[0].toTensor()).item().toDouble(), 0.0);
  EXPECT_EQ(sum(s[0].toTuple()->items[1].toTensor()).item().toDouble(), -2.0);
  EXPECT_EQ(tracedCode(*fn, false),
            "def f(x: Tensor,\n    y: Tensor) -> Tuple[Tensor, Tensor]:\n"
            "  _0 = torch.add(x, torch.mul(y, CONSTANTS.c0))\n  return (torch.relu(_0), _0)\n");
}

TEST(TraceGraph, NamesValuesFromLookupAndRenamesEarlierHolder) {
  TraceGraph t;
  IValue x(ones({2}));
  t.addInput(x, "x");
  IValue a, b;
  t.name_lookup = [&](const IValue& v) -> std::string {
    if (v.isTensor() && a.isTensor() && v.toTensor().is_same(a.toTensor())) return "h";
    if (v.isTensor() && b.isTensor() && v.toTensor().is_same(b.toTensor())) return "h";
    return "";
  };
  a = runOp(t, "aten::relu", {x});
  b = runOp(t, "aten::neg", {a});
  IValue c = runOp(t, "aten::neg", {b});
  t.setOutput(c);
  std::string text = printGraph(*t.take());
  EXPECT_NE(text.find("%h.1 : Float(2, strides=[1], requires_grad=0, device=cpu) = aten::relu(%x)"), std::string::npos) << text;
  EXPECT_NE(text.find("%h : Float(2, strides=[1], requires_grad=0, device=cpu) = aten::neg(%h.1)"), std::string::npos) << text;
}

TEST(TraceGraph, InPlaceOpsRebindTheTensorAndSurviveDeadCode) {
  TraceGraph t;
  IValue x(ones({2}));
  t.addInput(x, "x");
  IValue y = runOp(t, "aten::mul.Tensor", {x, x});
  runOp(t, "aten::add_.Tensor", {y, x, IValue(int64_t(1))});
  t.setOutput(y);
  t.eliminateDeadCode();
  std::string text = printGraph(*t.take());
  EXPECT_NE(text.find("= aten::add_(%1, %x, %2)"), std::string::npos) << text;
  EXPECT_NE(text.find("return (%3)"), std::string::npos) << text;
}

TEST(TraceGraph, UntracedTensorsBecomeConstantsUnlessTheyRequireGrad) {
  TraceGraph t;
  IValue x(ones({2}));
  t.addInput(x, "x");
  IValue big(arange(Scalar(int64_t(4))));
  IValue r = runOp(t, "aten::view", {big, IValue(makeList(Type::int_(), {IValue(int64_t(2)), IValue(int64_t(2))}))});
  EXPECT_NE(printGraph(t.graph()).find("prim::Constant[value= 0  1  2  3 [ CPULongType{4} ]]()"), std::string::npos)
      << printGraph(t.graph());
  EXPECT_NE(printGraph(t.graph()).find("%4 : int[] = prim::ListConstruct(%2, %3)"), std::string::npos)
      << printGraph(t.graph());
  Tensor w = ones({2});
  w.set_requires_grad(true);
  EXPECT_THROW(runOp(t, "aten::neg", {IValue(w)}), Error);
  EXPECT_THROW(t.setOutput(IValue(int64_t(3))), Error);
}

TEST(TraceGraph, TupleInputsAreUnpackedAndAttributesReadLazily) {
  TraceGraph t;
  ClassType* cls = ClassType::create("__torch__.M", true);
  cls->addAttribute("w", Type::tensor(), AttributeKind::Parameter);
  Value* self = t.addSelfInput(cls);
  IValue w(full({2}, Scalar(3.0)));
  t.addAttribute(w, self, {{"w", Type::tensor()}});
  IValue a(ones({2})), b(ones({2}));
  t.addInput(IValue(makeRef<TupleObj>(std::vector<IValue>{a, b})), "p");
  IValue s = runOp(t, "aten::mul.Tensor", {a, w});
  t.setOutput(runOp(t, "aten::add.Tensor", {s, b, IValue(int64_t(1))}));
  std::unique_ptr<Graph> g = t.take();
  std::string text = printGraph(*g);
  EXPECT_NE(text.find("%2 : Float(2, strides=[1], requires_grad=0, device=cpu), %3 : Float(2, strides=[1], "
                      "requires_grad=0, device=cpu) = prim::TupleUnpack(%p)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("%w.1 : Tensor = prim::GetAttr[name=\"w\"](%self.1)"), std::string::npos) << text;

  Ref<Function> fn = makeTracedFunction(std::move(g), "forward", "__torch__.M.forward");
  auto obj = makeRef<Object>(cls);
  obj->slot(0) = IValue(full({2}, Scalar(5.0)));
  Stack st{IValue(obj), IValue(makeRef<TupleObj>(std::vector<IValue>{IValue(ones({2})), IValue(ones({2}))}))};
  runFunction(*fn, st);
  EXPECT_EQ(sum(st.at(0).toTensor()).item().toDouble(), 12.0);
}

}  // namespace
}  // namespace ts::py
