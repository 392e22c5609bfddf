// ===--- code_printer.cpp - statements, blocks, functions and classes -----=== //
// The statement half of the `.code` printer: deciding which values inline
// into their use (scan*), naming the rest, and printing control flow.
// Expressions are in code_printer_expr.cpp.
#include "serialization/code_printer.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "ops/registry.h"
#include "passes/display_graph.h"
#include "runtime/value_constant.h"
#include "serialization/code_printer_impl.h"
#include "support/float_format.h"

namespace ts {

namespace {

const Symbol kFork = Symbol::fromQualString("prim::fork");
const Symbol kModuleContainerIndex = Symbol::fromQualString("prim::ModuleContainerIndex");

// Names that are valid identifiers but would mean something else when the
// code is parsed again: keywords and the names the importer defines.
const std::unordered_set<std::string>& reservedNames() {
  static const std::unordered_set<std::string> kNames = {
      "_", "as", "aten", "attribute", "CONSTANTS", "fork", "getattr", "inf", "nan", "infj", "nanj",
      "ops", "__torch__", "and", "assert", "async", "await", "break", "class", "continue", "def",
      "del", "elif", "else", "except", "False", "finally", "for", "from", "global", "if", "import",
      "in", "is", "lambda", "None", "nonlocal", "not", "or", "pass", "raise", "return", "True",
      "try", "with", "while", "yield", "uninitialized", "unchecked_cast"};
  return kNames;
}

std::string makeValidIdentifier(const std::string& s) {
  std::string out;
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) out += "_";
  for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  return out;
}

/// `x` from the debug name `x.3`.
std::string debugNameBase(const std::string& name) {
  size_t dot = name.rfind('.');
  if (dot == std::string::npos || dot + 1 == name.size()) return name;
  for (size_t i = dot + 1; i < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return name;
  }
  return name.substr(0, dot);
}

/// The name a value was written under. PyTorch's emitter names the result
/// of `self.attr` after the attribute, so unnamed GetAttrs take that name.
/// Items of module containers (`getattr(blocks, "0")`) stay unnamed: in
/// PyTorch the loop variable over a ModuleList is a module, not a value.
std::string writtenName(Value* v) {
  bool get_attr = v->node()->kind() == prim::GetAttr && v->node()->hasAttribute(attr::name);
  if (get_attr) {
    const std::string& field = v->node()->s(attr::name);
    // A scripted container's submodule `_0` keeps that name (its second
    // getattr prints `_00`); a re-parsed `getattr(m, "0")` has none.
    if (field.empty() || std::isdigit(static_cast<unsigned char>(field[0])))
      return v->debugName().empty() ? "" : debugNameBase(v->debugName());
  }
  if (!v->debugName().empty()) {
    // PyTorch's emitter names no value after a variable `_` or `_N` (its
    // meaningfulName), so the `_0 = ...` temporaries of saved code print
    // as fresh temporaries, inlined where they can be.
    std::string base = debugNameBase(v->debugName());
    bool temporary = !base.empty() && base[0] == '_' &&
                     std::all_of(base.begin() + 1, base.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    return temporary ? "" : base;
  }
  return get_attr ? v->node()->s(attr::name) : "";
}

}  // namespace

// ---- deciding what to inline ------------------------------------------- //

/// Note [Inlining in .code]: a value is printed inline at its use when it is
/// a constant, or when it is the single, unnamed output of a block-free node
/// used exactly once, at the position where re-parsing the expression would
/// evaluate it (checked by a right-to-left walk over the inputs that scans
/// the emitted nodes backwards).
bool CodePrinterImpl::canInline(Value* v) {
  Node* n = v->node();
  if (n->outputs().size() != 1 || liveUses(v) != 1) return false;
  Use use = v->uses()[0];
  for (const Use& u : v->uses()) {
    if (!isDead(u.user)) use = u;
  }
  while (isTransparent(use.user)) {
    if (use.user->output()->uses().size() != 1) return false;
    use = use.user->output()->uses()[0];
  }
  bool returned = use.user->kind() == prim::Return;
  if (!writtenName(v).empty() && !returned) return false;
  if (!n->blocks().empty()) return false;
  if (use.user->kind() == prim::Loop && use.offset >= 2) return false;
  if (use.user->kind() == kFork) return false;  // a closure captures names, not expressions
  if (n->kind() == prim::isinstance) return false;
  // PyTorch's importer types `mods[key]` by the annotation of its assignment.
  if (n->kind() == kModuleContainerIndex) return false;
  return true;
}

Node* CodePrinterImpl::scanValue(Node* block_point, Value* v) {
  v = resolveAlias(v);
  Node* n = v->node();
  if (n == block_point && canInline(v)) {
    block_point = scanNode(block_point);
    output_inline_.insert(n);
  } else if (isConstantNode(n)) {
    output_inline_.insert(n);
  }
  return block_point;
}

Node* CodePrinterImpl::previousNonConstant(Node* n) {
  do n = n->prev();
  while (n && (isConstantNode(n) || isTransparent(n) || isDead(n)));
  return n;
}

Node* CodePrinterImpl::scanNode(Node* n) {
  if (output_inline_.count(n) || isDead(n)) return n;
  for (Block* b : n->blocks()) scanBlock(b);
  Node* block_point = previousNonConstant(n);
  const auto& ins = n->inputs();
  for (auto it = ins.rbegin(); it != ins.rend(); ++it) block_point = scanValue(block_point, *it);
  return block_point;
}

void CodePrinterImpl::scanBlock(Block* b) {
  scanNode(b->returnNode());
  std::vector<Node*> nodes;
  for (Node* n : *b) nodes.push_back(n);
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) scanNode(*it);
}

void CodePrinterImpl::buildConstantList(Block* b, std::vector<Node*>& out) {
  auto visit = [&](Node* n) {
    if (isDead(n) || folded_.count(n)) return;  // a folded node prints as its value
    // A function call's callee is its first (constant) input in PyTorch:
    // the call node stands for it (Note [Function references]).
    if (isFreeFunctionCall(n)) out.push_back(n);
    for (Value* in : n->inputs()) {
      Node* d = resolveAlias(in)->node();
      if (isConstantNode(d) && seen_constants_.insert(d).second) out.push_back(d);
    }
    for (Block* sub : n->blocks()) buildConstantList(sub, out);
  };
  for (Node* n : *b) visit(n);
  visit(b->returnNode());
}

// ---- names ----------------------------------------------------------------- //

std::string CodePrinterImpl::genName(const std::string& candidate) {
  std::string name = candidate;
  while (used_names_.count(name) || reservedNames().count(name)) {
    name = candidate + std::to_string(next_id_[name]++);
  }
  used_names_.insert(name);
  return name;
}

std::string CodePrinterImpl::genUniqueNameFor(Value* v) {
  std::string base = writtenName(v);
  return genName(base.empty() ? "_" : makeValidIdentifier(base));
}

void CodePrinterImpl::assignUniqueNames(const std::vector<Value*>& vs) {
  for (Value* v : vs) ident_refs_[v] = genUniqueNameFor(v);
}

std::string& CodePrinterImpl::indent() {
  for (size_t i = 0; i < level_; ++i) body_ += "  ";
  return body_;
}

void CodePrinterImpl::printValueList(std::string& out, const std::vector<Value*>& vs, const char* begin,
                                     const char* end) {
  out += begin;
  for (size_t i = 0; i < vs.size(); ++i) out += (i ? ", " : "") + useOf(vs[i]);
  out += end;
}

void CodePrinterImpl::printAssignment(const std::vector<Value*>& lhs, const std::vector<Value*>& rhs) {
  if (lhs.empty()) return;
  if (for_file_ && lhs.size() > 1 && splitForAnnotation(lhs, rhs)) {
    for (size_t i = 0; i < lhs.size(); ++i) printAssignment({lhs[i]}, {rhs[i]});
    return;
  }
  indent();
  printValueList(body_, lhs);
  // As PyTorch: a single Optional or Union target keeps its type, written
  // on its first assignment (a tuple target cannot be annotated).
  Value* v = lhs.front();
  if (lhs.size() == 1 && (v->type()->is(TypeKind::Optional) || v->type()->is(TypeKind::Union)) &&
      annotated_unions_.insert(v).second)
    body_ += " : " + annotation(v->type());
  body_ += " = ";
  printValueList(body_, rhs);
  body_ += "\n";
}

/// A tuple assignment cannot annotate its targets, but a Union target
/// assigned a narrower value in one branch of an `if` (`size5, out =
/// size6, sizes` with size6 an int) makes PyTorch's importer reject the
/// branches' types. PyTorch's own code never needs it; ours (a stdlib
/// written with Unions) does: the targets are then assigned one by one,
/// each Union or Optional annotated, unless a right-hand side reads a
/// target (a swap), which only the tuple form keeps.
bool CodePrinterImpl::splitForAnnotation(const std::vector<Value*>& lhs, const std::vector<Value*>& rhs) {
  bool needed = false;
  for (size_t i = 0; i < lhs.size(); ++i) {
    const TypePtr& t = lhs[i]->type();
    if ((t->is(TypeKind::Optional) || t->is(TypeKind::Union)) && !annotated_unions_.count(lhs[i]) &&
        rhs[i]->type() != t)
      needed = true;
  }
  if (!needed) return false;
  std::set<std::string> targets;
  for (Value* v : lhs) targets.insert(useOf(v));
  for (Value* v : rhs) {
    const std::string expr = useOf(v);  // an inlined expression may read a target too
    for (size_t i = 0; i < expr.size();) {
      size_t j = i;
      while (j < expr.size() && (std::isalnum(static_cast<unsigned char>(expr[j])) || expr[j] == '_')) ++j;
      if (j > i && targets.count(expr.substr(i, j - i))) return false;
      i = j > i ? j : i + 1;
    }
  }
  return true;
}

// ---- control flow ------------------------------------------------------- //

void CodePrinterImpl::printIf(Node* n) {
  assignUniqueNames(n->outputs());
  indent() += "if " + useOf(n->input(0)) + ":\n";
  for (size_t i = 0; i < 2; ++i) {
    if (i == 1) indent() += "else:\n";
    ++level_;
    Block* b = n->blocks().at(i);
    printBlock(b, !n->outputs().empty());
    printAssignment(n->outputs(), b->outputs());
    --level_;
  }
}

/// A loop whose condition is always true prints as `for i in range(n)`.
bool CodePrinterImpl::isForLoop(Node* n) {
  IValue cond_in, cond_next;
  return constantValue(n->input(1), cond_in) && cond_in.isBool() && cond_in.toBool() &&
         constantValue(n->blocks().at(0)->outputs().at(0), cond_next) && cond_next.isBool() && cond_next.toBool();
}

/// Loop-carried values are assigned to the loop's outputs before the loop
/// and reassigned from the body's outputs at the end of each trip.
void CodePrinterImpl::printLoop(Node* n) {
  Block* body = n->blocks().at(0);
  std::vector<Value*> carried_in(n->inputs().begin() + 2, n->inputs().end());
  std::vector<Value*> body_carried(body->inputs().begin() + 1, body->inputs().end());
  bool for_loop = isForLoop(n);
  assignUniqueNames(n->outputs());
  for (size_t i = 0; i < body_carried.size(); ++i) ident_refs_[body_carried[i]] = useOf(n->output(i));
  for (size_t i = 0; i < carried_in.size(); ++i) {
    // The assignment before the loop is the variable's first: an Optional or
    // Union keeps its type here, not at the end of the body, where PyTorch's
    // importer rejects annotating a variable an outer block defined.
    TypePtr t = n->output(i)->type();
    indent() += useOf(n->output(i));
    if (t != carried_in[i]->type() || t->is(TypeKind::Optional) || t->is(TypeKind::Union)) {
      body_ += ": " + annotation(t);
      annotated_unions_.insert(n->output(i));
      annotated_unions_.insert(body_carried[i]);
    }
    body_ += " = " + useOf(carried_in[i]) + "\n";
  }
  // The trip count is the user's loop variable only in `for i in range(n)`,
  // where our IR names it through a DeriveIndex(i, 0, 1); otherwise it is an
  // anonymous counter (`_0`), as in PyTorch's graphs.
  Value* trip = body->inputs().at(0);
  std::string trip_name = "_";
  for (const Use& u : trip->uses()) {
    if (isTransparent(u.user) && !writtenName(u.user->output()).empty()) trip_name = writtenName(u.user->output());
  }
  ident_refs_[trip] = genName(makeValidIdentifier(trip_name));
  if (for_loop) {
    indent() += "for " + useOf(trip) + " in range(" + useOf(n->input(0)) + "):\n";
  } else {
    printAssignment({trip}, {n->input(1)});
    indent() += "while " + useOf(trip) + ":\n";
  }
  ++level_;
  size_t offset = for_loop ? 1 : 0;
  std::vector<Value*> lhs(body->inputs().begin() + offset, body->inputs().end());
  std::vector<Value*> rhs(body->outputs().begin() + offset, body->outputs().end());
  printBlock(body, !lhs.empty());
  printAssignment(lhs, rhs);
  --level_;
}

/// PyTorch prints a fork's subgraph as a closure over the values it
/// captures: `def __forked_function(): ... return v`, then
/// `fut = fork(__forked_function)`; its importer reads exactly that.
void CodePrinterImpl::printFork(Node* n) {
  IValue fn = valueConstant(n);
  if (!fn.isFunction()) throw Error("code printer: a fork without its function");
  const Graph& g = graphToPrint(*fn.toFunction());
  std::string name = genName("__forked_function");
  indent() += "def " + name + "():\n";
  for (size_t i = 0; i < g.inputs().size() && i < n->inputs().size(); ++i)
    ident_refs_[g.inputs()[i]] = useOf(n->input(i));
  printBody(g.block());
  printOutputDefinition(n, "fork(" + name + ")");
}

// ---- statements --------------------------------------------------------- //

void CodePrinterImpl::printOutputDefinition(Node* n, const std::string& expr) {
  assignUniqueNames(n->outputs());
  indent();
  if (!n->outputs().empty()) {
    printValueList(body_, n->outputs());
    // PyTorch's importer types `mods[key]` by this annotation (Note
    // [Interface-typed container index] in compiler/modules.cpp).
    if (n->kind() == kModuleContainerIndex) body_ += " : " + annotation(n->output()->type());
    body_ += " = ";
  }
  body_ += expr + "\n";
}

/// Note [Reordering of inlines]: when an inlined expression gets too long it
/// becomes a temporary, and every inlined argument evaluated before it must
/// become one too, or the temporaries would run out of order.
void CodePrinterImpl::splitLongInlines(Value* v) {
  std::vector<Value*> to_split;
  Use u = throughTransparent(v->uses().at(0));
  scanLongInlines(u.user, static_cast<int64_t>(u.offset), to_split);
  for (auto it = to_split.rbegin(); it != to_split.rend(); ++it) {
    std::string expr = useOf(*it);
    expr_table_.erase(*it);
    printOutputDefinition((*it)->node(), expr);
  }
}

/// The use `u` stands for once transparent nodes (Note [Reordering of
/// inlines]) are looked through: `range(n)`'s RangeLength prints as `n`.
Use CodePrinterImpl::throughTransparent(Use u) const {
  while (isTransparent(u.user)) u = u.user->output()->uses().at(0);
  return u;
}

/// Collects the inlined arguments of `user` at `offset` and before it; an
/// inlined user continues into its own user, before its position there
/// (through transparent nodes first: a long inline inside `range(min(..))`
/// must not split the `min` it feeds, which prints after it).
void CodePrinterImpl::scanLongInlines(Node* user, int64_t offset, std::vector<Value*>& to_split) {
  auto it = visited_split_inline_uses_.find(user);
  bool present = it != visited_split_inline_uses_.end();
  for (int64_t i = offset; i >= (present ? it->second + 1 : 0); --i) {
    Value* prev = resolveAlias(user->input(static_cast<size_t>(i)));
    if (!isConstantNode(prev->node()) && output_inline_.count(prev->node())) to_split.push_back(prev);
  }
  visited_split_inline_uses_[user] = offset;
  if (!present && output_inline_.count(user)) {
    Use u = throughTransparent(user->output()->uses().at(0));
    scanLongInlines(u.user, static_cast<int64_t>(u.offset) - 1, to_split);
  }
}

// Note [File format version]
// PyTorch 1.13 writes `version` 3 unless the code calls an operator whose
// meaning changed later (torch/csrc/jit/operator_upgraders/version_map.cpp,
// looked up by name and overload): a reader of an older version runs an
// upgrader in its place. Integer `div` truncated before 4, `full` with an
// integer fill made floats before 5, `linspace`/`logspace` had a default
// of 100 steps before 8/9, and `gelu` had no `approximate` before 10. A
// file with these operators marked 3 would be upgraded, i.e. run with the
// old meanings, by PyTorch.
static uint64_t operatorFileVersion(const Node* n) {
  const auto* op = static_cast<const Operator*>(n->op);
  if (!op) return 0;
  const std::string& name = op->schema.name;
  const std::string& overload = op->schema.overload;
  if (name == "aten::div" || name == "aten::div_") {
    static const std::set<std::string> kChanged = {"Tensor", "Tensor_mode", "Scalar", "Scalar_mode", "out",
                                                   "out_mode"};
    return kChanged.count(overload) ? 4 : 0;
  }
  const bool plain = overload.empty() || overload == "out";
  if (name == "aten::full") return plain || overload == "names" ? 5 : 0;
  if (name == "aten::linspace") return plain ? 8 : 0;
  if (name == "aten::logspace") return plain ? 9 : 0;
  if (name == "aten::gelu") return plain ? 10 : 0;
  return 0;
}

void CodePrinterImpl::printNode(Node* n, bool print_const) {
  for (Value* in : n->inputs()) addTypeDep(in->type());
  for (Value* out : n->outputs()) addTypeDep(out->type());
  if (isTransparent(n) || isDead(n) || (!print_const && isConstantNode(n))) return;
  min_version_ = std::max(min_version_, operatorFileVersion(n));
  Symbol k = n->kind();
  if (k == prim::Return) {
    if (!n->inputs().empty()) {
      indent() += "return ";
      printValueList(body_, n->inputs());
      body_ += "\n";
    }
  } else if (k == prim::Loop) {
    printLoop(n);
  } else if (k == prim::If) {
    printIf(n);
  } else if (k == kFork) {
    printFork(n);
  } else if (k == prim::TupleUnpack || k == prim::ListUnpack) {
    assignUniqueNames(n->outputs());
    indent();
    if (!n->outputs().empty()) printValueList(body_, n->outputs(), "", ", = ");
    body_ += useOf(n->input(0)) + "\n";
  } else if (k == prim::SetAttr) {
    indent() += useOf(n->input(0)) + "." + n->s(attr::name) + " = " + useOf(n->input(1)) + "\n";
  } else {
    std::string rhs = printRHS(n);
    bool statement_only = n->outputs().empty() || (k == prim::Print || k == prim::RaiseException);
    if (statement_only && !n->outputs().empty() && n->output()->hasUses()) statement_only = false;
    if (statement_only) {
      indent() += rhs + "\n";
    } else if (!output_inline_.count(n) || (isConstantNode(n) && isLongLine(rhs))) {
      printOutputDefinition(n, rhs);
    } else {
      expr_table_[n->output()] = rhs;
      if (isLongLine(rhs)) splitLongInlines(n->output());
    }
  }
}

/// Prints the block's statements (`pass` for none).
void CodePrinterImpl::printBlock(Block* b, bool has_other_statements) {
  bool empty = true;
  for (Node* n : *b) empty = empty && (isConstantNode(n) || isTransparent(n) || isDead(n));
  if (!has_other_statements && empty) indent() += "pass\n";
  for (Node* n : *b) printNode(n, false);
}

// ---- dead code --------------------------------------------------------- //

/// Note [Dead code in .code]: PyTorch's graphs are cleaned by constant
/// propagation, which ends with dead code elimination, before `.code` prints
/// them; ours are not, so pure nodes whose results nobody uses (an unused
/// `self.x` read, say) are left out here. Users are visited before
/// producers, so whole dead chains go.
void CodePrinterImpl::markDead(Block* b) {
  std::vector<Node*> nodes;
  for (Node* n : *b) nodes.push_back(n);
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
    Node* n = *it;
    for (Block* sub : n->blocks()) markDead(sub);
    // Note [With exits on exceptions]: bookkeeping the loaded code cannot spell.
    if (n->kind().qualString() == std::string("prim::WithPush") || n->kind().qualString() == std::string("prim::WithPop"))
      dead_.insert(n);
    if (n->outputs().empty() || !n->blocks().empty() || !isPure(n)) continue;
    bool used = false;
    for (Value* o : n->outputs()) used = used || liveUses(o) > 0;
    if (!used) dead_.insert(n);
  }
}

size_t CodePrinterImpl::liveUses(const Value* v) const {
  size_t n = 0;
  for (const Use& u : v->uses()) n += isDead(u.user) ? 0 : 1;
  return n;
}

void CodePrinterImpl::printBody(Block* b) {
  foldConstants(b);
  markDead(b);
  std::vector<Node*> constants;
  buildConstantList(b, constants);
  scanBlock(b);
  ++level_;
  for (Node* c : constants) {
    if (c->kind() == prim::CallFunction) {
      printFunctionReference(static_cast<const Function*>(c->callee));
    } else {
      printNode(c, true);
    }
  }
  printBlock(b, !b->outputs().empty());
  printNode(b->returnNode(), false);
  --level_;
}

namespace {

/// Whether `b` holds a return (other than the graph's output), break or continue.
/// A raise inside a branch counts: the values the branch would yield become
/// one hoisted `uninitialized(T)` per type, as PyTorch prints them.
bool hasExit(const Block* b, bool nested = false) {
  static const Symbol kReturn = Symbol::fromQualString("prim::ReturnStmt"),
                      kBreak = Symbol::fromQualString("prim::BreakStmt"),
                      kContinue = Symbol::fromQualString("prim::ContinueStmt");
  for (const Node* n : *b) {
    if (n->kind() == kBreak || n->kind() == kContinue || n->kind() == kReturn) return true;
    if (nested && n->kind() == prim::RaiseException) return true;
    for (const Block* sub : n->blocks())
      if (hasExit(sub, true)) return true;
  }
  return false;
}

}  // namespace

/// Note [Loop exits in .code]: PyTorch prints its graphs after its exit
/// transforms, so `return`, `break` and `continue` never print as such: a
/// loop that exits prints as a `while` on loop-carried flags (`_0, i = _1,
/// _2`), an early return as If outputs. A graph with exits is printed from a
/// copy that went through the same transforms (passes/exit_transforms.cpp,
/// CanonicalizeModifiedLoops); graphs with loops also lose the loop-carried
/// values nothing reads, as in PyTorch's dead code elimination (PyTorch's
/// own saved `while _0:` loops carry `_0` in ours), and lists and dicts
/// that are only written to. The copy lives as long as the printer, whose
/// name tables point into it.
const Graph& CodePrinterImpl::graphToPrint(const Function& fn) {
  bool exits = hasExit(fn.graph->block());
  std::unique_ptr<Graph> copy = cloneGraph(*fn.graph);
  if (exits) {
    transformExits(*copy);
    canonicalizeModifiedLoops(*copy);
  }
  foldConstantIfs(copy->block());
  lowerSimpleTuples(copy->block());
  foldConstantTupleUnpacks(*copy, copy->block());
  eliminateDisplayDeadCode(*copy);
  transformed_.push_back(std::move(copy));
  return *transformed_.back();
}

void CodePrinterImpl::printFunction(const Function& fn, bool first_arg_type) {
  used_names_.clear();
  fn_refs_.clear();
  const Graph& g = graphToPrint(fn);
  const FunctionSchema& schema = fn.schema;
  indent() += "def " + fn.name + "(";
  for (size_t i = 0; i < schema.arguments.size() && i < g.inputs().size(); ++i) {
    const SchemaArgument& arg = schema.arguments[i];
    addTypeDep(arg.type);
    std::string name = genName(arg.name);
    if (i == 0) {
      body_ += name;
      if (first_arg_type) body_ += ": " + annotation(arg.type);
    } else {
      body_ += ",\n    " + name + ": " + annotation(arg.type);
    }
    if (arg.default_value) body_ += "=" + printDefault(arg);
    ident_refs_[g.inputs()[i]] = name;
  }
  TypePtr ret = schema.returns.empty() ? Type::none() : schema.returns[0].type;
  addTypeDep(ret);
  body_ += ") -> " + annotation(ret) + ":\n";
  try {
    printBody(g.block());
  } catch (const Error& e) {
    throw Error(e.message() + " (printing " + (fn.qualified_name.empty() ? fn.name : fn.qualified_name) + ")",
                e.kind());
  }
}

void CodePrinterImpl::printClass(const CodePrinter::ClassInfo& cls) {
  const ClassType* t = cls.type;
  const std::string& qual = t->name();
  indent() += "class " + qual.substr(qual.rfind('.') + 1) + (t->isModule() ? "(Module)" : "") + ":\n";
  ++level_;
  auto nameList = [](const std::vector<std::string>& names) {
    std::string s = "[";
    for (const std::string& n : names) s += "\"" + n + "\", ";
    return s + "]";
  };
  if (t->isModule()) {
    indent() += "__parameters__ = " + nameList(cls.parameters) + "\n";
    indent() += "__buffers__ = " + nameList(cls.buffers) + "\n";
    auto hookNames = [](const std::vector<const Function*>& fns) {
      std::vector<std::string> names;
      for (const Function* f : fns) names.push_back(f->name);
      return names;
    };
    if (!cls.pre_hooks.empty()) indent() += "__forward_pre_hooks__ = " + nameList(hookNames(cls.pre_hooks)) + "\n";
    if (!cls.hooks.empty()) indent() += "__forward_hooks__ = " + nameList(hookNames(cls.hooks)) + "\n";
  }
  const auto& attrs = t->attributes();
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (attrs[i].name.empty() ||
        std::find(cls.hidden.begin(), cls.hidden.end(), attrs[i].name) != cls.hidden.end()) {
      continue;
    }
    addTypeDep(attrs[i].type);
    bool valid = !attrs[i].name.empty() && makeValidIdentifier(attrs[i].name) == attrs[i].name;
    if (valid) {
      indent() += attrs[i].name + " : " + annotation(attrs[i].type) + "\n";
    } else {
      if (i == 0) indent() += "__annotations__ = []\n";
      indent() += "__annotations__[\"" + attrs[i].name + "\"] = " + annotation(attrs[i].type) + "\n";
    }
  }
  for (const auto& [name, value] : cls.constants) {
    indent() += name + " : Final[" + annotation(runtimeType(value)) + "] = " + printConstant(value) + "\n";
  }
  for (const Function* m : cls.methods) printFunction(*m, true);
  // Hooks follow the methods, each once: forward hooks, then pre-hooks.
  std::set<std::string> printed;
  for (const auto* list : {&cls.hooks, &cls.pre_hooks})
    for (const Function* h : *list)
      if (printed.insert(h->name).second) printFunction(*h, true);
  --level_;
}

void CodePrinterImpl::printNamedType(TypePtr t) {
  const std::string qual = annotation(t);
  std::string name = qual.substr(qual.rfind('.') + 1);
  if (t->kind() == TypeKind::Tuple) {
    indent() += "class " + name + "(NamedTuple):\n";
    ++level_;
    for (const TypeField& f : static_cast<const NamedTupleType*>(t)->fields()) {
      addTypeDep(f.type);
      indent() += f.name + " : " + annotation(f.type) + "\n";
    }
    --level_;
  } else if (t->kind() == TypeKind::Enum) {
    const auto* e = static_cast<const EnumType*>(t);
    indent() += "class " + name + "(Enum):\n";
    ++level_;
    for (const EnumType::Member& m : e->members) {
      indent() += m.name + " = ";
      switch (e->valueType()->kind()) {
        case TypeKind::Int: body_ += std::to_string(m.int_value); break;
        case TypeKind::Float: body_ += scriptFloatCodeRepr(m.float_value); break;
        default: body_ += "\"" + m.str_value + "\""; break;
      }
      body_ += "\n";
    }
    --level_;
  } else if (t->kind() == TypeKind::Interface) {
    const auto* it = static_cast<const InterfaceType*>(t);
    indent() += "class " + name + (it->isModule() ? "(ModuleInterface):\n" : "(Interface):\n");
    ++level_;
    for (const InterfaceMethod& m : it->methods) {
      indent() += "def " + m.name + "(self";
      for (const TypeField& p : m.params) {
        addTypeDep(p.type);
        body_ += ", " + p.name + ": " + annotation(p.type);
      }
      addTypeDep(m.ret);
      body_ += ") -> " + annotation(m.ret) + ":\n";
      indent() += "  pass\n";
    }
    --level_;
  }
}

// ---- public API ----------------------------------------------------------- //

CodePrinter::CodePrinter(std::vector<IValue>* shared) : impl_(std::make_unique<CodePrinterImpl>(shared)) {}
CodePrinter::~CodePrinter() = default;
void CodePrinter::printFunction(const Function& fn) { impl_->printFunction(fn, true); }
void CodePrinter::printMethod(const Function& fn) { impl_->printFunction(fn, false); }
void CodePrinter::printClass(const ClassInfo& cls) { impl_->printClass(cls); }
void CodePrinter::printNamedType(TypePtr t) { impl_->printNamedType(t); }
std::string CodePrinter::str() const { return impl_->body_; }
const std::vector<IValue>& CodePrinter::constantTable() const { return impl_->constant_table_; }
uint64_t CodePrinter::minFileVersion() const { return impl_->min_version_; }
const std::vector<TypePtr>& CodePrinter::typeDependencies() const { return impl_->type_deps_; }
const std::vector<const Function*>& CodePrinter::functionDependencies() const { return impl_->fn_deps_; }

std::string functionCode(const Function& fn) {
  CodePrinter p;
  p.printFunction(fn);
  return p.str();
}

std::string methodCode(const Function& fn) {
  CodePrinter p;
  p.printMethod(fn);
  return p.str();
}

}  // namespace ts
