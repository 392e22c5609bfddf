// ===--- compile_match.cpp - the match statement (PEP 634) ----------------=== //
// Each case's pattern compiles to a tree of PatternNodes that test the
// subject and bind captures through ordinary assignment targets; the first
// case whose pattern matches and whose guard holds runs.
#include "python/builtins.h"
#include "python/compiler.h"

namespace ts::py {

namespace {

struct PatternNode {
  virtual ~PatternNode() = default;
  virtual bool match(Interp& in, Frame& f, const IValue& subject) const = 0;
};
using PatternNodePtr = std::unique_ptr<PatternNode>;

/// A literal or dotted name: `==`, or `is` for None/True/False.
struct ValuePattern : PatternNode {
  ENodePtr value;
  bool identity = false;
  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    IValue v = value->eval(in, f);
    if (identity) return isSame(subject, v) || (v.isBool() && subject.isBool() && v.toBool() == subject.toBool()) ||
                         (v.isNone() && subject.isNone());
    return equals(in, subject, v);
  }
};

/// NAME (binds), `_` (target null), and `p as NAME` (inner set).
struct CapturePattern : PatternNode {
  std::unique_ptr<Target> target;
  PatternNodePtr inner;
  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    if (inner && !inner->match(in, f, subject)) return false;
    if (target) target->store(in, f, subject);
    return true;
  }
};

struct OrPattern : PatternNode {
  std::vector<PatternNodePtr> alternatives;
  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    for (const auto& a : alternatives)
      if (a->match(in, f, subject)) return true;
    return false;
  }
};

/// Sequences for pattern matching: list, tuple, range (str/bytes excluded).
bool sequenceItems(Interp& in, const IValue& subject, std::vector<IValue>& items) {
  const IValue* nv = nativeValue(subject);
  const IValue& v = nv ? *nv : subject;
  if (v.isList() || v.isTuple() || asPyT<PyRange>(v)) {
    items = toVector(in, v);
    return true;
  }
  PyType* t = typeOf(in, subject);
  if (t->native) return false;
  for (PyType* m : t->mro)  // collections.deque and user Sequence subclasses
    if (m->name == "deque" || m->name == "Sequence") return items = toVector(in, subject), true;
  return false;
}

struct SequencePattern : PatternNode {
  std::vector<PatternNodePtr> items;
  int star = -1;  ///< index of the star pattern, if any
  std::unique_ptr<Target> star_target;
  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    std::vector<IValue> values;
    if (!sequenceItems(in, subject, values)) return false;
    size_t fixed = items.size() - (star >= 0 ? 1 : 0);
    if (star < 0 ? values.size() != fixed : values.size() < fixed) return false;
    size_t after = star < 0 ? 0 : items.size() - static_cast<size_t>(star) - 1;
    for (size_t i = 0; i < items.size(); ++i) {
      if (static_cast<int>(i) == star) continue;
      size_t at = star >= 0 && static_cast<int>(i) > star ? values.size() - (items.size() - i) : i;
      if (!items[i]->match(in, f, values[at])) return false;
    }
    if (star >= 0 && star_target) {
      auto first = values.begin() + star, last = values.end() - static_cast<std::ptrdiff_t>(after);
      star_target->store(in, f, in.newList(std::vector<IValue>(first, last)));
    }
    return true;
  }
};

struct MappingPattern : PatternNode {
  std::vector<ENodePtr> keys;
  std::vector<PatternNodePtr> values;
  std::unique_ptr<Target> rest;
  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    auto* d = asPyT<PyDict>(subject);
    if (!d) return false;
    std::vector<IValue> seen;
    for (size_t i = 0; i < keys.size(); ++i) {
      IValue k = keys[i]->eval(in, f);
      for (const IValue& s : seen)
        if (equals(in, s, k)) in.raise(in.e.ValueError, "mapping pattern checks duplicate key (" + repr(in, k) + ")");
      seen.push_back(k);
      int64_t at = d->find(in, k);
      if (at < 0 || !values[i]->match(in, f, d->entries[at].value)) return false;
    }
    if (rest) {
      Ref<PyDict> r = in.newDict();
      d->forEach([&](const IValue& k, const IValue& v) {
        for (const IValue& s : seen)
          if (equals(in, s, k)) return;
        r->set(in, k, v);
      });
      rest->store(in, f, box(r.get()));
    }
    return true;
  }
};

struct ClassPattern : PatternNode {
  ENodePtr cls;
  std::vector<PatternNodePtr> positional;
  std::vector<std::string> kw_names;
  std::vector<PatternNodePtr> kw_items;

  bool match(Interp& in, Frame& f, const IValue& subject) const override {
    IValue c = cls->eval(in, f);
    auto* t = asPyT<PyType>(c);
    if (!t) in.raise(in.e.TypeError, "called match pattern must be a class");
    if (!isInstance(in, subject, t)) return false;
    std::vector<std::string> names = positionalNames(in, *t, c);
    if (names.empty() && positional.size() == 1 && selfMatching(in, t)) {
      if (!positional[0]->match(in, f, subject)) return false;
    } else {
      for (size_t i = 0; i < positional.size(); ++i)
        if (!attribute(in, f, subject, names[i], *positional[i])) return false;
    }
    for (size_t i = 0; i < kw_items.size(); ++i)
      if (!attribute(in, f, subject, kw_names[i], *kw_items[i])) return false;
    return true;
  }

  static bool selfMatching(Interp& in, PyType* t) {
    for (PyType* b : {in.t.bool_, in.t.bytes, in.t.dict, in.t.float_, in.t.frozenset, in.t.int_, in.t.list,
                      in.t.set, in.t.str, in.t.tuple})
      if (t->isSubtype(b)) return true;
    return false;
  }

  /// `__match_args__` for the positional sub-patterns (checked against their count).
  std::vector<std::string> positionalNames(Interp& in, PyType& t, const IValue& c) const {
    std::vector<std::string> names;
    IValue args;
    if (getAttrOpt(in, c, "__match_args__", args)) {
      if (!args.isTuple()) in.raise(in.e.TypeError, t.name + ".__match_args__ must be a tuple (got " + typeName(in, args) + ")");
      for (const IValue& a : args.toTuple()->items) names.push_back(toStr(in, a));
    }
    if (positional.size() > names.size() && !(names.empty() && positional.size() == 1 && selfMatching(in, &t))) {
      std::string n = std::to_string(names.size());
      in.raise(in.e.TypeError, t.name + "() accepts " + n + " positional sub-pattern" + (names.size() == 1 ? "" : "s") +
                                   " (" + std::to_string(positional.size()) + " given)");
    }
    return names;
  }

  static bool attribute(Interp& in, Frame& f, const IValue& subject, const std::string& name, const PatternNode& p) {
    IValue v;
    if (!getAttrOpt(in, subject, name, v)) return false;
    return p.match(in, f, v);
  }
};

struct MatchCaseNode {
  PatternNodePtr pattern;
  ENodePtr guard;
  SBlock body;
};

struct MatchNode : SNode {
  explicit MatchNode(SourceRange r) : SNode(std::move(r)) {}
  ENodePtr subject;
  std::vector<MatchCaseNode> cases;
  Flow exec(Interp& in, Frame& f) const override {
    f.stmt = &range;
    IValue s = subject->eval(in, f);
    for (const MatchCaseNode& c : cases) {
      if (!c.pattern->match(in, f, s)) continue;
      if (c.guard && !truthy(in, c.guard->eval(in, f))) continue;
      return execBlock(in, f, c.body);
    }
    return Flow::Normal;
  }
};

PatternNodePtr compilePattern(Compiler& c, const ast::Pattern& p, const Scope& s) {
  using K = ast::PatternKind;
  switch (p.kind) {
    case K::Value: {
      auto n = std::make_unique<ValuePattern>();
      n->value = c.expr(*p.value, s);
      using E = ast::ExprKind;
      n->identity = p.value->kind == E::NoneLiteral || p.value->kind == E::BoolLiteral;
      return n;
    }
    case K::Capture: case K::As: case K::Star: {
      auto n = std::make_unique<CapturePattern>();
      if (p.target) n->target = c.target(*p.target, s);
      if (p.kind == K::As) n->inner = compilePattern(c, *p.items[0], s);
      return n;
    }
    case K::Or: {
      auto n = std::make_unique<OrPattern>();
      for (const auto& a : p.items) n->alternatives.push_back(compilePattern(c, *a, s));
      return n;
    }
    case K::Sequence: {
      auto n = std::make_unique<SequencePattern>();
      for (size_t i = 0; i < p.items.size(); ++i) {
        const ast::Pattern& item = *p.items[i];
        if (item.kind == K::Star) {
          if (n->star >= 0) throw SyntaxError("multiple starred names in sequence pattern", item.range);
          n->star = static_cast<int>(i);
          if (item.target) n->star_target = c.target(*item.target, s);
        }
        n->items.push_back(compilePattern(c, item, s));
      }
      return n;
    }
    case K::Mapping: {
      auto n = std::make_unique<MappingPattern>();
      for (size_t i = 0; i < p.keys.size(); ++i) {
        n->keys.push_back(c.expr(*p.keys[i], s));
        n->values.push_back(compilePattern(c, *p.items[i], s));
      }
      if (p.target) n->rest = c.target(*p.target, s);
      return n;
    }
    case K::Class: {
      auto n = std::make_unique<ClassPattern>();
      n->cls = c.expr(*p.value, s);
      for (const auto& q : p.items) n->positional.push_back(compilePattern(c, *q, s));
      n->kw_names = p.kw_names;
      for (const auto& q : p.kw_items) n->kw_items.push_back(compilePattern(c, *q, s));
      return n;
    }
  }
  return nullptr;
}

}  // namespace

SNodePtr compileMatch(Compiler& c, const ast::Match& m, const Scope& s) {
  auto n = std::make_unique<MatchNode>(m.range);
  n->subject = c.expr(*m.subject, s);
  for (const ast::MatchCase& mc : m.cases) {
    MatchCaseNode node;
    node.pattern = compilePattern(c, *mc.pattern, s);
    if (mc.guard) node.guard = c.expr(*mc.guard, s);
    node.body = c.block(mc.body, s);
    n->cases.push_back(std::move(node));
  }
  return n;
}

}  // namespace ts::py
