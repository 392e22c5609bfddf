// ===--- code_printer_returns.cpp - early returns as PyTorch prints them --=== //
// Note [Early returns in .code]: PyTorch rewrites `return` inside an `if`
// into an output of the `if` before printing, moving the statements after
// the `if` into the branch that does not return:
//     if c:                      if c:
//         return 1        ->         _0 = 1
//     return 2                   else:
//                                    _0 = 2
//                                return _0
// Our IR keeps returns as nodes, so the printer performs that rewrite for the
// shape it covers: returning `if`s at the function's top level whose other
// branch does not return. Any other return (in a loop, deeper in a branch)
// keeps the statement form of Note [Exits in .code].
#include "serialization/code_printer_impl.h"

namespace ts {

namespace {

const Symbol& returnStmt() {
  static const Symbol k = Symbol::fromQualString("prim::ReturnStmt");
  return k;
}

bool containsReturn(const Block* b) {
  for (const Node* n : *b) {
    if (n->kind() == returnStmt()) return true;
    for (const Block* sub : n->blocks()) {
      if (containsReturn(sub)) return true;
    }
  }
  return false;
}

/// The return statement at the top level of `b`, provided nothing before it
/// returns from deeper inside; nullptr otherwise.
const Node* directReturn(const Block* b) {
  for (const Node* n : *b) {
    if (n->kind() == returnStmt()) return n;
    for (const Block* sub : n->blocks()) {
      if (containsReturn(sub)) return nullptr;
    }
  }
  return nullptr;
}

bool nodeContainsReturn(const Node* n) {
  if (n->kind() == returnStmt()) return true;
  for (const Block* sub : n->blocks()) {
    if (containsReturn(sub)) return true;
  }
  return false;
}

}  // namespace

/// Bit 0: the then-branch returns, bit 1: the else-branch returns; 0 when
/// `n` is not an `if` of the covered shape.
int CodePrinterImpl::returningBranches(Node* n) {
  if (n->kind() != prim::If) return 0;
  int bits = 0;
  for (int i = 0; i < 2; ++i) {
    const Block* b = n->blocks().at(static_cast<size_t>(i));
    if (directReturn(b)) {
      bits |= 1 << i;
    } else if (containsReturn(b)) {
      return 0;
    }
  }
  return bits;
}

bool CodePrinterImpl::canTransformReturns(Block* top) {
  bool any = false;
  for (Node* n : *top) {
    if (returningBranches(n)) {
      any = true;
    } else if (nodeContainsReturn(n)) {
      return false;
    }
  }
  return any;
}

void CodePrinterImpl::finishReturn(const std::string& expr, const std::string& retvar) {
  indent() += (retvar.empty() ? "return " : retvar + " = ") + expr + "\n";
}

/// Prints the top-level nodes from `from` on; the function's result goes to
/// `retvar` (or is returned when `retvar` is empty).
void CodePrinterImpl::printTail(Block* b, Node* from, const std::string& retvar) {
  for (Node* n = from; n != b->returnNode(); n = n->next()) {
    if (n->kind() == returnStmt()) return finishReturn(useOf(n->input(0)), retvar);
    int returns = returningBranches(n);
    if (!returns) {
      printNode(n, false);
      continue;
    }
    std::string name = genName("_");
    assignUniqueNames(n->outputs());
    indent() += "if " + useOf(n->input(0)) + ":\n";
    for (int i = 0; i < 2; ++i) {
      if (i == 1) indent() += "else:\n";
      ++level_;
      Block* branch = n->blocks().at(static_cast<size_t>(i));
      if (returns & (1 << i)) {
        Node* m = *branch->begin();
        for (; m->kind() != returnStmt(); m = m->next()) printNode(m, false);
        indent() += name + " = " + useOf(m->input(0)) + "\n";
      } else {
        printBlock(branch, true);
        printAssignment(n->outputs(), branch->outputs());
        printTail(b, n->next(), name);
      }
      --level_;
    }
    return finishReturn(name, retvar);
  }
  finishReturn(useOf(b->returnNode()->input(0)), retvar);
}

}  // namespace ts
