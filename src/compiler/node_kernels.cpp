// ===--- node_kernels.cpp - kernels for prim nodes -------------------------=== //
#include "compiler/node_kernels.h"

#include "compiler/program.h"
#include "ops/registry.h"

namespace ts {
namespace {

IValue popItems(Stack& s, size_t n, std::vector<IValue>& items) {
  items.assign(std::make_move_iterator(s.end() - n), std::make_move_iterator(s.end()));
  s.resize(s.size() - n);
  return IValue();
}

int64_t rangeLength(int64_t lo, int64_t hi, int64_t step) {
  if (step == 0) throw Error("range() arg 3 must not be zero", ErrorKind::ValueError);
  if (step > 0 && lo < hi) return (hi - lo + step - 1) / step;
  if (step < 0 && lo > hi) return (lo - hi - step - 1) / (-step);
  return 0;
}

}  // namespace

bool nodeKernel(Program& program, const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  out.name = k.qualString();
  size_t num_inputs = n->inputs().size();
  if (k == prim::Constant) {
    IValue v = program.opaqueConstant(n);
    out.fn = [v](Stack& s) { s.push_back(v); };
  } else if (k == prim::LoadGlobal) {
    std::string name = n->s(attr::name);
    Program* p = &program;
    out.fn = [p, name](Stack& s) {
      auto it = p->globals.find(name);
      if (it == p->globals.end()) throw Error("name '" + name + "' is not defined", ErrorKind::RuntimeError);
      s.push_back(it->second);
    };
  } else if (k == prim::StoreGlobal) {
    std::string name = n->s(attr::name);
    Program* p = &program;
    out.fn = [p, name](Stack& s) { p->globals[name] = pop(s); };
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
  } else if (k.qualString() == "prim::DeriveIndex") {
    out.fn = [](Stack& s) {
      int64_t step = pop(s).toInt(), start = pop(s).toInt(), i = pop(s).toInt();
      s.push_back(IValue(start + i * step));
    };
  } else if (k == prim::isinstance) {
    TypePtr t = n->ty(attr::types);
    out.fn = [t](Stack& s) { s.push_back(IValue(valueMatchesType(pop(s), t))); };
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
