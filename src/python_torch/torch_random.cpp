// ===--- torch_random.cpp - torch.manual_seed, torch.Generator, RNG state -=== //
// The Python-level RNG API runs the runtime's prim::Python* operators
// directly (they are not tensor operations a trace records). An explicit
// `generator=` argument runs the op on the default generator with the given
// generator's state swapped in (the compiler has no Generator parameters).
#include "ops/registry.h"
#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "python_torch/native_slots.h"

namespace ts::py {

namespace {

/// Runs operator `name` (no overloads) on `stack`.
void runOp(Interp& in, const char* name, Stack& stack) {
  const Operator* op = Registry::global().find(name);
  if (!op) in.raise(in.e.RuntimeError, std::string("missing operator ") + name);
  op->kernel(stack);
}

/// The default generator is one Python object (`torch.manual_seed(1) is
/// torch.default_generator`); other generators are wrapped once, when made.
IValue wrapGenerator(Interp& in, IValue gen) {
  TorchState& st = torchState(in);
  if (!st.default_generator.isNone() && gen.isSameIdentity(asPyT<PyInstance>(st.default_generator)->native_value))
    return st.default_generator;
  auto* o = new PyInstance(st.generator_type);
  IValue v = box(o);
  o->native_value = std::move(gen);
  return v;
}

IValue generatorOf(Interp& in, const IValue& v) {
  auto* p = asPyT<PyInstance>(v);
  if (!p || p->type != torchState(in).generator_type)
    in.raise(in.e.TypeError, "expected a torch.Generator, but got " + typeName(in, v));
  return p->native_value;
}

IValue manualSeed(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "manual_seed", 1, 1);
  // Seeds of 2**63 and more (PyTorch takes them as uint64) are not supported.
  if (asPyT<BigInt>(a[0])) in.raise(in.e.RuntimeError, "Overflow when unpacking long");
  if (!a[0].isInt() && !a[0].isBool() && !a[0].isDouble() && !a[0].isTensor())
    in.raise(in.e.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '" + typeName(in, a[0]) + "'");
  Stack s{a[0]};
  runOp(in, "prim::PythonManualSeed", s);
  return wrapGenerator(in, s.back());
}

template <const char* Name>
IValue noArgOp(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, Name, 0, 0);
  Stack s;
  std::string op = std::string("prim::Python") + Name;
  runOp(in, op.c_str(), s);
  return s.empty() ? IValue() : s.back();
}
constexpr char kInitialSeed[] = "InitialSeed";
constexpr char kSeed[] = "Seed";
constexpr char kGetRngState[] = "GetRngState";

IValue setRngState(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_rng_state", 1, 1);
  Stack s{a[0]};
  runOp(in, "prim::PythonSetRngState", s);
  return IValue();
}

IValue generatorNew(Interp& in, PyType*, Args& a) {
  Device d;
  IValue dev = a.n ? a[0] : (a.kwarg("device") ? *a.kwarg("device") : IValue());
  if (isStrValue(dev)) dev = call(in, box(torchState(in).device_type), {dev});
  Stack s{deviceValue(in, dev, d) ? IValue(d) : IValue()};
  runOp(in, "prim::PythonGenerator", s);
  return wrapGenerator(in, s.back());
}

IValue genManualSeed(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "manual_seed", 2, 2);
  Stack s{generatorOf(in, a[0]), a[1]};
  runOp(in, "prim::PythonGeneratorManualSeed", s);
  return a[0];
}
IValue genInitialSeed(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "Generator method", 1, 1);
  Stack s{generatorOf(in, a[0])};
  runOp(in, "prim::PythonGeneratorInitialSeed", s);
  return s.back();
}
IValue genSeed(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "Generator method", 1, 1);
  Stack s{generatorOf(in, a[0])};
  runOp(in, "prim::PythonGeneratorSeed", s);
  return s.back();
}
IValue genGetState(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "Generator method", 1, 1);
  Stack s{generatorOf(in, a[0])};
  runOp(in, "prim::PythonGeneratorGetState", s);
  return s.back();
}
IValue genSetState(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "set_state", 2, 2);
  Stack s{generatorOf(in, a[0]), a[1]};
  runOp(in, "prim::PythonGeneratorSetState", s);
  return a[0];
}
/// Generators cannot be copied: PyTorch's cannot be pickled.
IValue genRefuseCopy(Interp& in, Args& a, PyObject*) {
  in.raise(in.e.TypeError, "cannot pickle '" + typeName(in, a[0]) + "' object");
}
IValue genDevice(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "Generator method", 1, 1);
  generatorOf(in, a[0]);
  return deviceObject(in, Device{});
}

}  // namespace

bool callWithGenerator(Interp& in, int id, Args& args, IValue& out) {
  for (size_t i = 0; i < args.nkw; ++i) {
    if (args.kw[i].name.toStr() != "generator") continue;
    SmallVector<KwArg, 4> rest;
    for (size_t j = 0; j < args.nkw; ++j)
      if (j != i) rest.push_back(args.kw[j]);
    Args a{args.pos, args.n, rest.data(), rest.size()};
    // generator=torch.default_generator is the default: swapping its state
    // in and restoring "the default's" afterwards would undo the draw.
    const IValue& given = args.kw[i].value;
    if (given.isNone() || given.isSameIdentity(torchState(in).default_generator)) {
      out = callOp(in, id, a);
      return true;
    }
    IValue gen = generatorOf(in, given);
    Stack saved;
    runOp(in, "prim::PythonGetRngState", saved);
    Stack g{gen};
    runOp(in, "prim::PythonGeneratorGetState", g);
    runOp(in, "prim::PythonSetRngState", g);
    struct Restore {
      Interp& in;
      IValue gen;
      Stack& saved;
      ~Restore() {
        try {
          Stack now;
          runOp(in, "prim::PythonGetRngState", now);
          Stack set{gen, now.back()};
          runOp(in, "prim::PythonGeneratorSetState", set);
          runOp(in, "prim::PythonSetRngState", saved);
        } catch (...) {
        }
      }
    } restore{in, gen, saved};
    out = callOp(in, id, a);
    return true;
  }
  return false;
}

void initTorchRandom(Interp& in, PyModule& torch) {
  TorchState& st = torchState(in);
  st.generator_type = in.newType("Generator", in.t.object, Layout::Instance);
  st.generator_type->module = "torch._C";
  st.generator_type->tp_name = "torch._C.Generator";
  st.generator_type->ctor = generatorNew;
  st.generator_type->native = true;
  in.addMethod(st.generator_type, "manual_seed", genManualSeed);
  in.addMethod(st.generator_type, "initial_seed", genInitialSeed);
  in.addMethod(st.generator_type, "seed", genSeed);
  in.addMethod(st.generator_type, "get_state", genGetState);
  in.addMethod(st.generator_type, "set_state", genSetState);
  in.addMethod(st.generator_type, "__copy__", genRefuseCopy);
  in.addMethod(st.generator_type, "__deepcopy__", genRefuseCopy);
  in.addMethod(st.generator_type, "__reduce_ex__", genRefuseCopy);  // pickle, torch.save
  addProperty(in, st.generator_type, "device", genDevice);
  auto set = [&](const char* name, NativeFn fn) { torch.dict->set(in, in.intern(name), in.native(name, fn)); };
  torch.dict->set(in, in.intern("Generator"), box(st.generator_type));
  set("manual_seed", manualSeed);
  set("initial_seed", noArgOp<kInitialSeed>);
  set("seed", noArgOp<kSeed>);
  set("get_rng_state", noArgOp<kGetRngState>);
  set("set_rng_state", setRngState);
  Stack s;
  runOp(in, "prim::PythonDefaultGenerator", s);
  st.default_generator = wrapGenerator(in, s.back());
  torch.dict->set(in, in.intern("default_generator"), st.default_generator);
}

}  // namespace ts::py
