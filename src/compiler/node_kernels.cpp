// ===--- node_kernels.cpp - kernels for prim nodes -------------------------=== //
#include "compiler/node_kernels.h"

#include <cmath>

#include "compiler/fork_wait.h"
#include "compiler/program.h"
#include "compiler/python_op.h"
#include "runtime/interop_pool.h"
#include "ops/registry.h"
#include "runtime/deep_copy.h"
#include "runtime/interpreter.h"
#include "runtime/printing.h"
#include "runtime/with_exits.h"
#include "support/py_int.h"
#include "tensor/ops.h"

namespace ts {
namespace {

IValue popItems(Stack& s, size_t n, std::vector<IValue>& items) {
  items.assign(std::make_move_iterator(s.end() - n), std::make_move_iterator(s.end()));
  s.resize(s.size() - n);
  return IValue();
}

}  // namespace

bool nodeKernel(Program& program, const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  out.name = k.qualString();
  size_t num_inputs = n->inputs().size();
  if (k == prim::Constant) {
    IValue v = valueConstant(n);
    out.fn = [v](Stack& s) { s.push_back(v); };
  } else if (k == pythonOpSymbol()) {
    IValue v = valueConstant(n);
    const auto* c = v.tag() == IValue::Tag::Capsule ? dynamic_cast<const PythonOpCallable*>(v.toCapsule()) : nullptr;
    if (!c) throw Error("internal: prim::PythonOp without a callable");
    out.fn = [v, c, num_inputs](Stack& s) {
      if (inForkedTask())
        throw Error("calling a Python function from a task of torch.jit.fork is not supported");
      c->call(s, num_inputs);
    };
  } else if (k == prim::ListConstruct) {
    TypePtr elem = n->output()->type()->elem();
    out.fn = [elem, num_inputs](Stack& s) {
      std::vector<IValue> items;
      popItems(s, num_inputs, items);
      s.push_back(makeList(elem, std::move(items)));
    };
  } else if (k == prim::TupleConstruct) {
    TypePtr t = n->output()->type();
    TypePtr named = t->name().empty() ? nullptr : t;
    out.fn = [num_inputs, named](Stack& s) {
      std::vector<IValue> items;
      popItems(s, num_inputs, items);
      s.push_back(IValue(makeRef<TupleObj>(std::move(items), named)));
    };
  } else if (k == prim::TupleUnpack) {
    out.fn = [](Stack& s) {
      IValue t = pop(s);
      for (const IValue& v : t.toTuple()->items) s.push_back(v);
    };
  } else if (k == prim::TupleIndex) {
    out.fn = [](Stack& s) {
      int64_t i = pop(s).toInt();
      IValue t = pop(s);
      auto& items = t.toTuple()->items;
      int64_t size = static_cast<int64_t>(items.size());
      if (i < 0) i += size;
      if (i < 0 || i >= size) throw Error("tuple index out of range", ErrorKind::IndexError);
      s.push_back(items[i]);
    };
  } else if (k == prim::DictConstruct) {
    TypePtr t = n->output()->type();
    out.fn = [t, num_inputs](Stack& s) {
      auto d = makeRef<DictObj>(t->contained()[0], t->contained()[1]);
      for (size_t i = s.size() - num_inputs; i < s.size(); i += 2) d->insert(s[i], s[i + 1]);
      s.resize(s.size() - num_inputs);
      s.push_back(IValue(d));
    };
  } else if (k.qualString() == "prim::RangeLength") {
    out.fn = [](Stack& s) {
      int64_t step = pop(s).toInt(), hi = pop(s).toInt(), lo = pop(s).toInt();
      s.push_back(IValue(rangeLength(lo, hi, step)));
    };
  } else if (k.qualString() == "prim::RangeList") {
    out.fn = [](Stack& s) {
      int64_t step = pop(s).toInt(), hi = pop(s).toInt(), lo = pop(s).toInt();
      int64_t n = rangeLength(lo, hi, step);
      std::vector<IValue> items;
      items.reserve(n);
      for (int64_t i = 0; i < n; ++i) items.emplace_back(lo + i * step);
      s.push_back(makeList(Type::int_(), std::move(items)));
    };
  } else if (k == prim::unchecked_unwrap_optional) {
    out.fn = [](Stack& s) {
      if (s.back().isNone()) throw Error("Unwrapping null optional", ErrorKind::AssertionError);
    };
  } else if (k.qualString() == "prim::DeriveIndex") {
    out.fn = [](Stack& s) {
      int64_t step = pop(s).toInt(), start = pop(s).toInt(), i = pop(s).toInt();
      s.push_back(IValue(start + i * step));
    };
  } else if (k == prim::CreateObject) {
    ClassType* cls = const_cast<ClassType*>(static_cast<const ClassType*>(n->output()->type()));
    out.fn = [cls](Stack& s) { s.push_back(IValue(makeRef<Object>(cls))); };
  } else if (k == prim::GetAttr) {
    size_t slot = static_cast<size_t>(n->i(attr::index));
    out.fn = [slot](Stack& s) {
      IValue obj = pop(s);
      s.push_back(obj.toObject()->slot(slot));
    };
    out.slot = static_cast<int32_t>(slot);
  } else if (k == prim::SetAttr) {
    size_t slot = static_cast<size_t>(n->i(attr::index));
    out.fn = [slot](Stack& s) {
      IValue v = pop(s);
      IValue obj = pop(s);
      obj.toObject()->slot(slot) = std::move(v);
    };
    out.slot = static_cast<int32_t>(slot);
  } else if (k == prim::EnumName) {
    out.fn = [](Stack& s) { s.back() = IValue(s.back().toEnum()->name); };
  } else if (k == prim::EnumValue) {
    out.fn = [](Stack& s) { s.back() = IValue(s.back().toEnum()->value); };
  } else if (k == prim::CallMethod) {
    // Interface calls dispatch on the object's class at run time.
    Program* p = &program;
    std::string name = n->s(attr::name);
    out.fn = [p, name, num_inputs](Stack& s) {
      IValue self = s[s.size() - num_inputs];
      Function* fn = nullptr;
      {
        std::lock_guard<std::recursive_mutex> lock(p->compileMutex());  // Note [Program threading]
        ClassInfo* c = self.isObject() ? p->classInfo(self.toObject()->type) : nullptr;
        fn = c ? p->compileMethod(*c, name, self.toObject()->type) : nullptr;
      }
      if (!fn) throw Error("object has no method '" + name + "'");
      runFunction(*fn, s);
    };
  } else if (k.qualString() == "prim::WithPush") {
    // Note [With exits on exceptions]: the frame is the scratch stack the
    // interpreter hands its kernels.
    const auto* cls = static_cast<const ClassType*>(n->input(0)->type());
    ClassInfo* c = program.classInfo(cls);
    const Function* exit = c ? program.compileMethod(*c, "__exit__", cls) : nullptr;
    if (!exit) throw Error("internal: prim::WithPush on an object without __exit__");
    out.fn = [exit](Stack& s) {
      IValue ctx = pop(s);
      pendingExits().push_back({std::move(ctx), exit, &s});
    };
  } else if (k.qualString() == "prim::WithPop") {
    out.fn = [](Stack&) { pendingExits().pop_back(); };
  } else if (k == prim::ListUnpack) {
    size_t count = n->outputs().size();
    out.fn = [count](Stack& s) {
      IValue list = pop(s);
      const auto& items = list.toList()->items;
      if (items.size() != count)
        throw Error("Expected " + std::to_string(count) + " elements in a list but found " +
                    std::to_string(items.size()));
      for (const IValue& v : items) s.push_back(v);
    };
  } else if (k.qualString() == "prim::Zip" || k.qualString() == "prim::Enumerate") {
    bool enumerate = k.qualString() == "prim::Enumerate";
    TypePtr list_type = n->output()->type();
    out.fn = [enumerate, num_inputs, list_type](Stack& s) {
      size_t base = s.size() - num_inputs;
      size_t first = base + (enumerate ? 1 : 0);
      int64_t start = enumerate ? s[base].toInt() : 0;
      auto element = [&](const IValue& seq, size_t i) -> IValue {
        if (seq.isStr()) return IValue(std::string(1, seq.toStr()[i]));
        return seq.toList()->items[i];
      };
      auto length = [](const IValue& seq) {
        return seq.isStr() ? seq.toStr().size() : seq.toList()->items.size();
      };
      size_t n = SIZE_MAX;
      for (size_t j = first; j < s.size(); ++j) n = std::min(n, length(s[j]));
      std::vector<IValue> rows;
      for (size_t i = 0; i < n; ++i) {
        std::vector<IValue> row;
        if (enumerate) row.emplace_back(start + static_cast<int64_t>(i));
        for (size_t j = first; j < s.size(); ++j) row.push_back(element(s[j], i));
        rows.push_back(makeTuple(std::move(row)));
      }
      s.resize(base);
      s.push_back(makeList(list_type->elem(), std::move(rows)));
    };
  } else if (k == prim::isinstance) {
    TypePtr t = n->ty(attr::types);
    out.fn = [t](Stack& s) { s.push_back(IValue(valueMatchesType(pop(s), t))); };
  } else if (moduleNodeKernel(program, n, out) || forkWaitNodeKernel(program, n, out) ||
             objectSortKernel(program, n, out)) {
    return true;
  } else if (k.ns() == "prim" || k.ns() == "aten") {
    // Registry operators matched by name alone (prim::Print and friends are
    // variadic and carry no overload).
    const auto& ops = Registry::global().lookup(k);
    if (ops.empty()) return false;
    const Operator* op = ops[0];
    if (op->schema.is_vararg) {
      int64_t count = static_cast<int64_t>(num_inputs);
      OpKernel fn = op->kernel;
      out.fn = [fn, count](Stack& s) {
        s.push_back(IValue(count));
        fn(s);
      };
    } else {
      out.fn = op->kernel;
    }
  } else {
    return false;
  }
  return true;
}

}  // namespace ts
