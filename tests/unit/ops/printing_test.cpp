// ===--- printing_test.cpp - script and Python formats of values ----------=== //
#include <gtest/gtest.h>

#include "runtime/printing.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

IValue strs(std::vector<std::string> v) {
  std::vector<IValue> items;
  for (auto& s : v) items.emplace_back(s);
  return makeList(Type::str_(), std::move(items));
}

TEST(Printing, ScriptScalars) {
  EXPECT_EQ(scriptStr(IValue(1.0)), "1.");
  EXPECT_EQ(scriptStr(IValue(0.1)), "0.10000000000000001");
  EXPECT_EQ(scriptStr(IValue(-0.0)), "0.");
  EXPECT_EQ(scriptStr(IValue(1e20)), "1e+20");
  EXPECT_EQ(scriptStr(IValue(7)), "7");
  EXPECT_EQ(scriptStr(IValue(true)), "True");
  EXPECT_EQ(scriptStr(IValue()), "None");
  EXPECT_EQ(scriptStr(IValue("s")), "s");
  EXPECT_EQ(scriptStr(IValue(std::complex<double>(1, 2))), "1.+2.j");
  EXPECT_EQ(scriptStr(IValue(Device{})), "cpu");
}

TEST(Printing, ScriptContainers) {
  EXPECT_EQ(scriptStr(makeList(Type::float_(), {IValue(1.0), IValue(2.5)})), "[1., 2.5]");
  EXPECT_EQ(scriptStr(makeTuple({IValue(1), IValue("a")})), "(1, a)");
  EXPECT_EQ(scriptStr(makeTuple({IValue(1)})), "(1,)");
  EXPECT_EQ(scriptStr(makeTuple({IValue("")})), "(,)");
  EXPECT_EQ(scriptStr(makeTuple({})), "()");
  EXPECT_EQ(scriptStr(strs({""})), "[]");
  IValue d = makeDict(Type::str_(), Type::int_());
  d.toDict()->insert(IValue("a"), IValue(1));
  EXPECT_EQ(scriptStr(d), "{a: 1}");
  const NamedTupleType* p = NamedTupleType::create("__torch__.P", {{"x", Type::int_()}, {"y", Type::float_()}});
  EXPECT_EQ(scriptStr(IValue(makeRef<TupleObj>(std::vector<IValue>{IValue(1), IValue(2.0)}, p))), "(1, 2.)");
}

TEST(Printing, PythonFormats) {
  EXPECT_EQ(pythonRepr(IValue(1.0)), "1.0");
  EXPECT_EQ(pythonRepr(IValue(1e-5)), "1e-05");
  EXPECT_EQ(pythonRepr(IValue("it's")), "\"it's\"");
  EXPECT_EQ(pythonStr(IValue("it's")), "it's");
  EXPECT_EQ(pythonRepr(strs({"a", "b\nc"})), "['a', 'b\\nc']");
  EXPECT_EQ(pythonRepr(makeTuple({IValue(1)})), "(1,)");
  EXPECT_EQ(pythonRepr(makeTuple({IValue(1.5), IValue("x"), IValue(), IValue(true)})), "(1.5, 'x', None, True)");
  EXPECT_EQ(pythonStr(IValue(Device{})), "cpu");
  EXPECT_EQ(pythonRepr(IValue(Device{})), "device(type='cpu')");
  EXPECT_EQ(pythonStr(makeList(Type::device(), {IValue(Device{})})), "[device(type='cpu')]");
  EXPECT_EQ(pythonRepr(IValue(std::complex<double>(1, 2))), "(1+2j)");
  IValue d = makeDict(Type::float_(), Type::str_());
  d.toDict()->insert(IValue(1.5), IValue("x"));
  EXPECT_EQ(pythonStr(d), "{1.5: 'x'}");
  const NamedTupleType* p = NamedTupleType::create("__torch__.Point", {{"x", Type::int_()}, {"y", Type::float_()}});
  IValue pt(makeRef<TupleObj>(std::vector<IValue>{IValue(1), IValue(2.0)}, p));
  EXPECT_EQ(pythonStr(pt), "Point(x=1, y=2.0)");
  EXPECT_EQ(pythonStr(makeList(p, {pt})), "[Point(x=1, y=2.0)]");
}

TEST(Printing, EnumsAndObjects) {
  EnumType* color = EnumType::create("__torch__.Color", Type::int_());
  IValue red(makeRef<EnumObj>(color, "RED", IValue(1)));
  EXPECT_EQ(scriptStr(red), "Enum<Color.RED>");
  EXPECT_EQ(pythonStr(red), "Color.RED");
  EXPECT_EQ(pythonRepr(red), "<Color.RED: 1>");
  ClassType* foo = ClassType::create("__torch__.Foo", false);
  IValue obj(makeRef<Object>(foo));
  EXPECT_EQ(scriptStr(obj).rfind("<__torch__.Foo object at 0x", 0), 0u);
  EXPECT_EQ(pythonRepr(obj).rfind("<__main__.Foo object at 0x", 0), 0u);
}

TEST(Printing, Tensors) {
  Tensor t = emptyTensor({2}, ScalarType::Float);
  t.data_ptr<float>()[0] = 1.0f;
  t.data_ptr<float>()[1] = 2.0f;
  EXPECT_EQ(pythonRepr(IValue(t)), "tensor([1., 2.])");
  EXPECT_EQ(scriptStr(IValue(t)), " 1\n 2\n[ CPUFloatType{2} ]");
}

}  // namespace
}  // namespace ts
