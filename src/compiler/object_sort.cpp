// ===--- object_sort.cpp - sorting lists of script-class objects ---------=== //
// Note [Object sort]: `li.sort()` and `sorted(li)` on a List[C] of a script
// class order the objects by C's `__lt__`, which the registry's list sort
// cannot call. As PyTorch's sort_op (register_prim_ops_fulljit.cpp), the
// check of `__lt__` happens when the sort runs on a non-empty list: it must
// take two C's and return a bool, else "To sort a list of C it must define a
// __lt__ method ...". The comparison is `lt(a, b) != reverse` (false for the
// same object) under std::sort, as PyTorch's.
#include <algorithm>
#include <mutex>

#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "runtime/interpreter.h"

namespace ts {
namespace {

/// C's `__lt__` if its schema fits the sort, else the PyTorch error.
Function* lessThanMethod(Program& p, const IValue& first) {
  const ClassType* cls = first.toObject()->type;
  Function* fn = nullptr;
  {
    std::lock_guard<std::recursive_mutex> lock(p.compileMutex());  // Note [Program threading]
    ClassInfo* c = p.classInfo(cls);
    fn = c ? p.compileMethod(*c, "__lt__", cls) : nullptr;
  }
  bool fits = fn && fn->schema.arguments.size() == 2 && fn->schema.arguments[1].type->isSubtypeOf(cls) &&
              cls->isSubtypeOf(fn->schema.arguments[1].type) && fn->schema.returns.size() == 1 &&
              fn->schema.returns[0].type->is(TypeKind::Bool);
  if (!fits)
    throw Error("To sort a list of " + cls->str() + " it must define a __lt__ method with two inputs of type " +
                cls->str() + " that returns a bool");
  return fn;
}

void sortObjects(Program& p, std::vector<IValue>& items, bool reverse) {
  if (items.empty()) return;
  Function* lt = lessThanMethod(p, items[0]);
  Stack stack;
  std::sort(items.begin(), items.end(), [&](const IValue& a, const IValue& b) {
    if (a.isSameIdentity(b)) return false;
    stack.push_back(a);
    stack.push_back(b);
    runFunction(*lt, stack);
    bool less = stack.back().toBool();
    stack.pop_back();
    return less != reverse;
  });
}

}  // namespace

bool isObjectListSort(const Node* n) {
  std::string kind = n->kind().qualString();
  if ((kind != "aten::sort" && kind != "aten::sorted") || n->inputs().empty()) return false;
  TypePtr list = n->input(0)->type();
  return list->is(TypeKind::List) && list->elem()->is(TypeKind::Class);
}

bool objectSortKernel(Program& program, const Node* n, BoundKernel& out) {
  if (!isObjectListSort(n)) return false;
  Program* p = &program;
  out.name = n->kind().qualString();
  if (n->kind().qualString() == "aten::sort") {
    out.fn = [p](Stack& s) {
      bool reverse = s.back().toBool();
      s.pop_back();
      IValue list = pop(s);
      sortObjects(*p, list.toList()->items, reverse);
    };
  } else {
    TypePtr elem = n->input(0)->type()->elem();
    out.fn = [p, elem](Stack& s) {
      std::vector<IValue> items = s.back().toList()->items;
      sortObjects(*p, items, false);
      s.back() = makeList(elem, std::move(items));
    };
  }
  return true;
}

}  // namespace ts
