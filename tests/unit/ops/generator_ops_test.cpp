// ===--- generator_ops_test.cpp - the Python-level RNG operators ----------=== //
// Behaviour program tests cannot pin down against PyTorch: seeds are
// int64 here (a wrapped negative seed cannot be returned as an int), and
// the default generator's seed is non-deterministic.
#include "op_test_util.h"
#include "ops/generator_arg.h"
#include "tensor/generator_state.h"

namespace ts::test {
namespace {

TEST(GeneratorOps, ManualSeedReturnsTheDefaultGenerator) {
  IValue g = call1("prim::PythonManualSeed", {IValue(int64_t{42})});
  ASSERT_TRUE(g.isGenerator());
  EXPECT_EQ(g.toGenerator(), &defaultGenerator());
  EXPECT_EQ(call1("prim::PythonInitialSeed", {}).toInt(), 42);
  EXPECT_TRUE(call1("prim::PythonDefaultGenerator", {}).isSameIdentity(g));
}

TEST(GeneratorOps, PythonSeedConversions) {
  call1("prim::PythonManualSeed", {IValue(2.9)});
  EXPECT_EQ(call1("prim::PythonInitialSeed", {}).toInt(), 2);
  call1("prim::PythonManualSeed", {IValue(-1.5)});  // int(-1.5) = -1, the seed 2**64 - 1
  EXPECT_EQ(defaultGenerator().initialSeed(), UINT64_MAX);
  EXPECT_NE(errorOf([] { callOp("prim::PythonManualSeed", {IValue(NAN)}); }).find("cannot convert float NaN"),
            std::string::npos);
  EXPECT_NE(errorOf([] { callOp("prim::PythonManualSeed", {IValue(1e30)}); }).find("Overflow when unpacking long"),
            std::string::npos);
  EXPECT_NE(errorOf([] { callOp("prim::PythonManualSeed", {IValue("7")}); }).find("int() argument must be"),
            std::string::npos);
}

TEST(GeneratorOps, WrappedSeedsCannotBeReturnedAsInts) {
  call1("prim::PythonManualSeed", {IValue(int64_t{-1})});
  std::string msg = errorOf([] { callOp("prim::PythonInitialSeed", {}); });
  EXPECT_NE(msg.find("18446744073709551615"), std::string::npos) << msg;
  IValue g = call1("prim::PythonGenerator", {IValue()});
  call1("prim::PythonGeneratorManualSeed", {g, IValue(int64_t{INT64_MIN})});
  EXPECT_NE(errorOf([&] { callOp("prim::PythonGeneratorInitialSeed", {g}); }).find("9223372036854775808"),
            std::string::npos);
}

TEST(GeneratorOps, SeedIsNonNegativeAndReseeds) {
  int64_t s = call1("prim::PythonSeed", {}).toInt();
  EXPECT_GE(s, 0);
  EXPECT_EQ(call1("prim::PythonInitialSeed", {}).toInt(), s);
  IValue g = call1("prim::PythonGenerator", {IValue()});
  int64_t t = call1("prim::PythonGeneratorSeed", {g}).toInt();
  EXPECT_EQ(static_cast<int64_t>(g.toGenerator()->initialSeed()), t);
}

TEST(GeneratorOps, WithGeneratorPicksTheArgument) {
  Ref<Generator> own = makeRef<Generator>(1);
  IValue arg(own);
  EXPECT_EQ(withGenerator(arg, [](Generator& g) { return &g; }), own.get());
  EXPECT_EQ(withGenerator(IValue(), [](Generator& g) { return &g; }), &defaultGenerator());
}

TEST(GeneratorOps, StateMovesBetweenGenerators) {
  IValue a = call1("prim::PythonGenerator", {IValue()});
  call1("prim::PythonGeneratorManualSeed", {a, IValue(int64_t{123})});
  IValue state = call1("prim::PythonGeneratorGetState", {a});
  ASSERT_TRUE(state.isTensor());
  EXPECT_EQ(state.toTensor().numel(), kRngStateSize);
  EXPECT_TRUE(callOp("prim::PythonSetRngState", {state}).empty());
  EXPECT_EQ(defaultGenerator().initialSeed(), 123u);
}

}  // namespace
}  // namespace ts::test
