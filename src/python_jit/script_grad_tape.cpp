// ===--- script_grad_tape.cpp - autograd state seen from script code ----=== //
// The grad tape installed while Python-level code calls script code (Note
// [Grad tape]): recording is the Python level's (scriptGradTape); this adds
// what script code reads or runs of autograd, `x.grad`, torch.autograd.grad
// and backward, done by the Python level on its own backward graph, as
// PyTorch's script code shares the eager autograd engine.
#include "python_jit/script_grad_tape.h"

#include <memory>
#include <mutex>

#include "python/eval.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"
#include "python_torch/dispatch.h"

namespace ts::py {
namespace {

class JitGradTape final : public GradTape {
 public:
  explicit JitGradTape(Interp& in) : in_(in), inner_(scriptGradTape(in)) {}

  void record(const Operator& op, const IValue* args, size_t n, const IValue* results, size_t num_results) override {
    inner_.record(op, args, n, results, num_results);
  }
  Ref<RefCounted> beforeInPlace(const Operator& op, const IValue* args) override {
    return inner_.beforeInPlace(op, args);
  }
  void recordInPlace(const Operator& op, const IValue* args, size_t n, Ref<RefCounted> before) override {
    inner_.recordInPlace(op, args, n, std::move(before));
  }

  IValue gradOf(const Tensor& t) override {
    return atPythonLevel([&] { return getAttr(in_, IValue(t), "grad"); });
  }

  IValue runBackward(const std::string& op, const IValue* args, size_t n) override {
    std::vector<IValue> py(n);
    for (size_t i = 0; i < n; ++i) py[i] = fromScript(in_, args[i]);
    return atPythonLevel([&]() -> IValue {
      if (op == "aten::backward")
        return callKeywords(getAttr(in_, py[0], "backward"), {}, py.data() + 1,
                            {"gradient", "retain_graph", "create_graph"});
      IValue autograd = in_.importModule("torch.autograd");
      if (op == "aten::backward.TensorList")
        return callKeywords(getAttr(in_, autograd, "backward"), {py[0]}, py.data() + 1,
                            {"grad_tensors", "retain_graph", "create_graph"});
      IValue grads = callKeywords(getAttr(in_, autograd, "grad"), {py[0], py[1]}, py.data() + 2,
                                  {"grad_outputs", "retain_graph", "create_graph", "allow_unused"});
      IValue out;
      if (!toScript(in_, grads, Type::list(Type::optional(Type::tensor())), out))
        throw Error("torch.autograd.grad returned " + typeName(in_, grads));
      return out;
    });
  }

 private:
  /// Calls `fn` with positional arguments `pos`, then keyword arguments
  /// `names` valued `values[i]` (the schema's names are the Python API's,
  /// whose positional order differs: torch.autograd.grad has only_inputs).
  IValue callKeywords(const IValue& fn, std::vector<IValue> pos, const IValue* values,
                      std::initializer_list<const char*> names) {
    std::vector<KwArg> kw;
    for (const char* name : names) kw.push_back({in_.intern(name), *values++});
    Args a{pos.data(), pos.size(), kw.data(), kw.size()};
    return call(in_, fn, a);
  }

  /// Runs `f` as Python-level code: its ops record themselves (Note [Grad
  /// tape]), one thread at a time (forked tasks share the interpreter), and
  /// a Python exception becomes the operator's error.
  template <typename F>
  IValue atPythonLevel(F f) {
    std::lock_guard<std::recursive_mutex> lock(mu_);
    GradTapeScope python_level(nullptr);
    try {
      return f();
    } catch (PyErr& e) {
      throw Error(toStr(in_, e.exc));
    }
  }

  Interp& in_;
  GradTape& inner_;
  std::recursive_mutex mu_;
};

}  // namespace

GradTape& jitGradTape(Interp& in) {
  JitState& st = JitState::of(in);
  if (!st.grad_tape) st.grad_tape = std::make_unique<JitGradTape>(in);
  return *st.grad_tape;
}

}  // namespace ts::py
