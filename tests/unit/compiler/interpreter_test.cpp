// ===--- interpreter_test.cpp - the dispatch loop's error paths ----------=== //
// Hand-built bytecode, so each error path is reached directly: how an
// exception unwinds a frame (grad mode restored, traceback frame added)
// and the call-depth limit.
#include <gtest/gtest.h>

#include "runtime/interpreter.h"
#include "tensor/grad_mode.h"

namespace ts {
namespace {

/// A function whose body is one kernel call, then `return`.
Ref<Function> kernelFunction(std::function<void(Stack&)> kernel) {
  Ref<Function> fn = makeRef<Function>();
  fn->name = "f";
  fn->code = std::make_unique<Code>();
  Code& c = *fn->code;
  c.kernels.push_back(BoundKernel{std::move(kernel), "k"});
  c.instrs.push_back(Instr{Opcode::CallOp, 0, 0, 0, 0, 0});
  c.instrs.push_back(Instr{Opcode::Return, 0, 0, 0, 0, 0});
  c.sources.resize(c.instrs.size());
  return fn;
}

// A fusion kernel reports which node failed with a LocatedError; leaving
// the frame must still restore the grad mode the call began with, as the
// other handlers do (this one did not).
TEST(Interpreter, LocatedErrorRestoresGradMode) {
  auto src = Source::make("f.py", "x = y\n");
  Ref<Function> fn = kernelFunction([src](Stack&) {
    setGradEnabled(false);  // `with torch.no_grad():` entered, then a node fails
    throw LocatedError(Error("boom", ErrorKind::ValueError), SourceRange(src, 4, 5));
  });
  ASSERT_TRUE(isGradEnabled());
  Stack stack;
  try {
    runFunction(*fn, stack);
    FAIL() << "no exception";
  } catch (const ScriptError& e) {
    EXPECT_EQ(e.message(), "boom");
    EXPECT_EQ(e.kind(), ErrorKind::ValueError);
    ASSERT_EQ(e.frames.size(), 1u);
    EXPECT_EQ(e.frames[0].range.text(), "y");
  }
  EXPECT_TRUE(isGradEnabled());
  setGradEnabled(true);
}

TEST(Interpreter, PlainErrorsRestoreGradModeToo) {
  Ref<Function> fn = kernelFunction([](Stack&) {
    setGradEnabled(false);
    throw Error("bad");
  });
  Stack stack;
  EXPECT_THROW(runFunction(*fn, stack), ScriptError);
  EXPECT_TRUE(isGradEnabled());
  setGradEnabled(true);
}

// Note [Call depth]: a kernel that calls back into functions without end
// gets a RecursionError, not a stack overflow.
TEST(Interpreter, UnboundedCallDepthIsARecursionError) {
  Function* self = nullptr;
  Ref<Function> fn = kernelFunction([&self](Stack& s) { runFunction(*self, s); });
  self = fn.get();
  Stack stack;
  try {
    runFunction(*fn, stack);
    FAIL() << "no exception";
  } catch (const ScriptError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::RecursionError);
    EXPECT_EQ(e.message(), "maximum recursion depth exceeded");
  }
  // The depth count unwound with the frames: a normal call works again.
  Ref<Function> ok = kernelFunction([](Stack& s) { s.push_back(IValue(int64_t{1})); });
  ok->code->instrs[0].c = 0;
  EXPECT_NO_THROW(runFunction(*ok, stack));
}

}  // namespace
}  // namespace ts
