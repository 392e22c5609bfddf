// ===--- scope.cpp - the symbol-table pre-pass ----------------------------=== //
// Collects bindings and uses per scope, then resolves free names through the
// enclosing function scopes (class scopes are skipped, as in CPython).
#include "python/scope.h"

#include <algorithm>
#include <set>

namespace ts::py {

NameKind Scope::kindOf(const std::string& name) const {
  auto it = kinds.find(name);
  if (it != kinds.end()) return it->second;
  return kind == ScopeKind::Class ? NameKind::ClassName : NameKind::Global;
}

namespace {

/// What one scope binds and uses, before resolution.
struct Raw {
  Scope* scope;
  std::vector<std::string> params;
  std::vector<std::string> bound;  // in first-binding order
  std::set<std::string> bound_set, used, globals, nonlocals, free;
  bool cell_class = false;
  std::set<std::string> cells;
  void bind(const std::string& n) {
    if (bound_set.insert(n).second) bound.push_back(n);
  }
  bool isLocal(const std::string& n) const {
    return bound_set.count(n) && !globals.count(n) && !nonlocals.count(n);
  }
};

}  // namespace

class ScopeBuilder {
 public:
  explicit ScopeBuilder(ScopeTable& t) : table_(t) {}

  void build(const ast::Module& m) {
    Raw& r = open(&m, ScopeKind::Module, "<module>", nullptr);
    for (auto& s : m.body) stmt(r, *s);
    for (auto& raw : raws_) resolveUses(*raw);
    for (auto& raw : raws_) finish(*raw);
  }

 private:
  ScopeTable& table_;
  std::vector<std::unique_ptr<Raw>> raws_;
  std::unordered_map<Scope*, Raw*> raw_of_;

  Raw& open(const void* node, ScopeKind kind, std::string name, Raw* parent) {
    auto scope = std::make_unique<Scope>();
    scope->kind = kind;
    scope->name = std::move(name);
    scope->parent = parent ? parent->scope : nullptr;
    auto raw = std::make_unique<Raw>();
    raw->scope = scope.get();
    raw_of_[scope.get()] = raw.get();
    table_.scopes_[node] = std::move(scope);
    raws_.push_back(std::move(raw));
    return *raws_.back();
  }

  void stmts(Raw& r, const ast::StmtList& list) {
    for (auto& s : list) stmt(r, *s);
  }

  void params(Raw& r, Raw& inner, const std::vector<ast::Param>& ps) {
    for (auto& p : ps) {
      if (p.default_value) expr(r, *p.default_value);
      if (p.annotation) expr(r, *p.annotation);
      inner.params.push_back(p.name);
      inner.bind(p.name);
    }
  }

  void function(Raw& r, const ast::FunctionDef& f) {
    for (auto& d : f.decorators) expr(r, *d);
    if (f.returns) expr(r, *f.returns);
    Raw& inner = open(&f, ScopeKind::Function, f.name, &r);
    params(r, inner, f.params);
    stmts(inner, f.body);
    r.bind(f.name);
  }

  void stmt(Raw& r, const ast::Stmt& s);
  void expr(Raw& r, const ast::Expr& e);
  void target(Raw& r, const ast::Expr& e);
  void pattern(Raw& r, const ast::Pattern& p);
  void comprehension(Raw& r, const ast::Expr& node, const std::vector<ast::Comprehension>& gens,
                     const ast::Expr* a, const ast::Expr* b);
  void resolveUses(Raw& r);
  bool resolveFree(Raw& r, const std::string& name);
  void finish(Raw& r);
};

void ScopeBuilder::target(Raw& r, const ast::Expr& e) {
  using K = ast::ExprKind;
  switch (e.kind) {
    case K::Name: r.bind(e.as<ast::Name>()->id); return;
    case K::TupleLiteral: for (auto& x : e.as<ast::TupleLiteral>()->elts) target(r, *x); return;
    case K::ListLiteral: for (auto& x : e.as<ast::ListLiteral>()->elts) target(r, *x); return;
    case K::Starred: target(r, *e.as<ast::Starred>()->value); return;
    default: expr(r, e); return;
  }
}

void ScopeBuilder::stmt(Raw& r, const ast::Stmt& s) {
  using K = ast::StmtKind;
  switch (s.kind) {
    case K::FunctionDef: function(r, *s.as<ast::FunctionDef>()); return;
    case K::ClassDef: {
      auto& c = *s.as<ast::ClassDef>();
      for (auto& d : c.decorators) expr(r, *d);
      for (auto& b : c.bases) expr(r, *b);
      for (auto& k : c.keywords) expr(r, *k.value);
      Raw& inner = open(&c, ScopeKind::Class, c.name, &r);
      stmts(inner, c.body);
      r.bind(c.name);
      return;
    }
    case K::Return: if (auto& v = s.as<ast::Return>()->value) expr(r, *v); return;
    case K::Assign: {
      auto& a = *s.as<ast::Assign>();
      expr(r, *a.value);
      for (auto& t : a.targets) target(r, *t);
      return;
    }
    case K::AnnAssign: {
      auto& a = *s.as<ast::AnnAssign>();
      if (a.value) expr(r, *a.value);
      if (r.scope->kind != ScopeKind::Function) expr(r, *a.annotation);
      if (a.value || a.target->kind != ast::ExprKind::Name || r.scope->kind != ScopeKind::Function)
        target(r, *a.target);
      else
        r.bind(a.target->as<ast::Name>()->id);
      return;
    }
    case K::AugAssign: {
      auto& a = *s.as<ast::AugAssign>();
      expr(r, *a.value);
      if (auto* n = a.target->as<ast::Name>()) { r.used.insert(n->id); r.bind(n->id); }
      else expr(r, *a.target);
      return;
    }
    case K::For: {
      auto& f = *s.as<ast::For>();
      expr(r, *f.iter);
      target(r, *f.target);
      stmts(r, f.body);
      stmts(r, f.orelse);
      return;
    }
    case K::While: {
      auto& w = *s.as<ast::While>();
      expr(r, *w.test);
      stmts(r, w.body);
      stmts(r, w.orelse);
      return;
    }
    case K::If: {
      auto& i = *s.as<ast::If>();
      expr(r, *i.test);
      stmts(r, i.body);
      stmts(r, i.orelse);
      return;
    }
    case K::With: {
      auto& w = *s.as<ast::With>();
      for (auto& it : w.items) {
        expr(r, *it.context_expr);
        if (it.optional_vars) target(r, *it.optional_vars);
      }
      stmts(r, w.body);
      return;
    }
    case K::Raise: {
      auto& x = *s.as<ast::Raise>();
      if (x.exc) expr(r, *x.exc);
      if (x.cause) expr(r, *x.cause);
      return;
    }
    case K::Assert: {
      auto& a = *s.as<ast::Assert>();
      expr(r, *a.test);
      if (a.msg) expr(r, *a.msg);
      return;
    }
    case K::Delete: for (auto& t : s.as<ast::Delete>()->targets) target(r, *t); return;
    case K::ExprStmt: expr(r, *s.as<ast::ExprStmt>()->value); return;
    case K::Global:
      for (auto& n : s.as<ast::Global>()->names) r.globals.insert(n);
      return;
    case K::Nonlocal:
      if (r.scope->kind == ScopeKind::Module)
        throw SyntaxError("nonlocal declaration not allowed at module level", s.range);
      for (auto& n : s.as<ast::Nonlocal>()->names) r.nonlocals.insert(n);
      return;
    case K::Import:
      for (auto& a : s.as<ast::Import>()->names)
        r.bind(!a.asname.empty() ? a.asname : a.name.substr(0, a.name.find('.')));
      return;
    case K::ImportFrom:
      for (auto& a : s.as<ast::ImportFrom>()->names)
        if (a.name != "*") r.bind(!a.asname.empty() ? a.asname : a.name);
      return;
    case K::Try: {
      auto& t = *s.as<ast::Try>();
      stmts(r, t.body);
      for (auto& h : t.handlers) {
        if (h.type) expr(r, *h.type);
        if (!h.name.empty()) r.bind(h.name);
        stmts(r, h.body);
      }
      stmts(r, t.orelse);
      stmts(r, t.finalbody);
      return;
    }
    case K::Match: {
      auto& m = *s.as<ast::Match>();
      expr(r, *m.subject);
      for (auto& c : m.cases) {
        pattern(r, *c.pattern);
        if (c.guard) expr(r, *c.guard);
        stmts(r, c.body);
      }
      return;
    }
    case K::Pass: case K::Break: case K::Continue: return;
  }
}

void ScopeBuilder::pattern(Raw& r, const ast::Pattern& p) {
  if (p.value) expr(r, *p.value);
  if (p.target) target(r, *p.target);
  for (auto& k : p.keys) expr(r, *k);
  for (auto& q : p.items) pattern(r, *q);
  for (auto& q : p.kw_items) pattern(r, *q);
}

void ScopeBuilder::comprehension(Raw& r, const ast::Expr& node, const std::vector<ast::Comprehension>& gens,
                                 const ast::Expr* a, const ast::Expr* b) {
  // The first iterable is evaluated in the enclosing scope (PEP 289).
  expr(r, *gens[0].iter);
  Raw& inner = open(&node, ScopeKind::Comprehension, "<comprehension>", &r);
  inner.params.push_back(".0");
  inner.bind(".0");
  for (size_t i = 0; i < gens.size(); ++i) {
    if (i > 0) expr(inner, *gens[i].iter);
    target(inner, *gens[i].target);
    for (auto& c : gens[i].ifs) expr(inner, *c);
  }
  if (a) expr(inner, *a);
  if (b) expr(inner, *b);
  if (node.kind == ast::ExprKind::GeneratorExp) inner.scope->is_generator = true;
}

void ScopeBuilder::expr(Raw& r, const ast::Expr& e) {
  using K = ast::ExprKind;
  switch (e.kind) {
    case K::Name: {
      const std::string& id = e.as<ast::Name>()->id;
      r.used.insert(id);
      if ((id == "super" || id == "__class__") && r.scope->kind == ScopeKind::Function) r.used.insert("__class__");
      return;
    }
    case K::IntLiteral: case K::FloatLiteral: case K::ImagLiteral: case K::StringLiteral:
    case K::BoolLiteral: case K::NoneLiteral: case K::EllipsisLiteral: return;
    case K::BinOp: expr(r, *e.as<ast::BinOp>()->left); expr(r, *e.as<ast::BinOp>()->right); return;
    case K::UnaryOp: expr(r, *e.as<ast::UnaryOp>()->operand); return;
    case K::BoolOp: expr(r, *e.as<ast::BoolOp>()->left); expr(r, *e.as<ast::BoolOp>()->right); return;
    case K::Compare: {
      auto& c = *e.as<ast::Compare>();
      expr(r, *c.left);
      for (auto& x : c.comparators) expr(r, *x);
      return;
    }
    case K::IfExp: {
      auto& i = *e.as<ast::IfExp>();
      expr(r, *i.test); expr(r, *i.body); expr(r, *i.orelse);
      return;
    }
    case K::Call: {
      auto& c = *e.as<ast::Call>();
      expr(r, *c.func);
      for (auto& a : c.args) expr(r, *a);
      for (auto& k : c.keywords) expr(r, *k.value);
      return;
    }
    case K::Attribute: expr(r, *e.as<ast::Attribute>()->value); return;
    case K::Subscript: {
      auto& s = *e.as<ast::Subscript>();
      expr(r, *s.value);
      for (auto& i : s.indices) expr(r, *i);
      return;
    }
    case K::Slice: {
      auto& s = *e.as<ast::Slice>();
      if (s.lower) expr(r, *s.lower);
      if (s.upper) expr(r, *s.upper);
      if (s.step) expr(r, *s.step);
      return;
    }
    case K::Starred: expr(r, *e.as<ast::Starred>()->value); return;
    case K::ListLiteral: for (auto& x : e.as<ast::ListLiteral>()->elts) expr(r, *x); return;
    case K::TupleLiteral: for (auto& x : e.as<ast::TupleLiteral>()->elts) expr(r, *x); return;
    case K::SetLiteral: for (auto& x : e.as<ast::SetLiteral>()->elts) expr(r, *x); return;
    case K::DictLiteral: {
      auto& d = *e.as<ast::DictLiteral>();
      for (size_t i = 0; i < d.values.size(); ++i) {
        if (d.keys[i]) expr(r, *d.keys[i]);
        expr(r, *d.values[i]);
      }
      return;
    }
    case K::ListComp: { auto& c = *e.as<ast::ListComp>(); comprehension(r, e, c.generators, c.elt.get(), nullptr); return; }
    case K::SetComp: { auto& c = *e.as<ast::SetComp>(); comprehension(r, e, c.generators, c.elt.get(), nullptr); return; }
    case K::GeneratorExp: { auto& c = *e.as<ast::GeneratorExp>(); comprehension(r, e, c.generators, c.elt.get(), nullptr); return; }
    case K::DictComp: { auto& c = *e.as<ast::DictComp>(); comprehension(r, e, c.generators, c.key.get(), c.value.get()); return; }
    case K::JoinedStr:
      for (auto& p : e.as<ast::JoinedStr>()->parts) {
        if (p.value) expr(r, *p.value);
        if (p.format_spec) expr(r, *p.format_spec);
      }
      return;
    case K::Lambda: {
      auto& l = *e.as<ast::Lambda>();
      Raw& inner = open(&l, ScopeKind::Function, "<lambda>", &r);
      params(r, inner, l.params);
      expr(inner, *l.body);
      return;
    }
    case K::Await: expr(r, *e.as<ast::Await>()->value); return;
    case K::Yield: {
      auto& y = *e.as<ast::Yield>();
      if (y.value) expr(r, *y.value);
      r.scope->is_generator = true;
      return;
    }
    case K::NamedExpr: {
      auto& n = *e.as<ast::NamedExpr>();
      expr(r, *n.value);
      // PEP 572: the target binds in the nearest non-comprehension scope.
      Raw* t = &r;
      while (t->scope->kind == ScopeKind::Comprehension) {
        const std::string& id = n.target->as<ast::Name>()->id;
        t->nonlocals.insert(id);
        t = raw_of_.at(t->scope->parent);
      }
      target(*t, *n.target);
      if (t != &r) r.used.insert(n.target->as<ast::Name>()->id);
      return;
    }
  }
}

void ScopeBuilder::resolveUses(Raw& r) {
  if (r.scope->kind == ScopeKind::Module) return;
  std::set<std::string> need = r.used;
  need.insert(r.nonlocals.begin(), r.nonlocals.end());
  for (auto& name : need) {
    if (r.globals.count(name)) continue;
    if (r.scope->kind != ScopeKind::Class && r.isLocal(name)) continue;
    if (r.scope->kind == ScopeKind::Class && r.bound_set.count(name)) continue;
    bool found = resolveFree(r, name);
    if (!found && r.nonlocals.count(name) && r.scope->kind != ScopeKind::Comprehension)
      throw SyntaxError("no binding for nonlocal '" + name + "' found", SourceRange());
  }
}

/// Finds `name` in an enclosing function scope; marks the cell there and the
/// free variable in every scope on the way. False: it is a global.
bool ScopeBuilder::resolveFree(Raw& r, const std::string& name) {
  std::vector<Raw*> path{&r};
  for (Scope* s = r.scope->parent; s && s->kind != ScopeKind::Module; s = s->parent) {
    Raw& p = *raw_of_.at(s);
    if (s->kind == ScopeKind::Class) {
      if (name == "__class__") {
        p.cell_class = true;
        for (Raw* q : path) q->free.insert(name);
        return true;
      }
      path.push_back(&p);
      continue;
    }
    if (p.isLocal(name)) {
      p.cells.insert(name);
      for (Raw* q : path) q->free.insert(name);
      return true;
    }
    if (p.globals.count(name)) return false;
    path.push_back(&p);
  }
  return false;
}

void ScopeBuilder::finish(Raw& r) {
  Scope& s = *r.scope;
  auto addSlot = [&](const std::string& n) {
    if (s.slot_of.count(n)) return s.slot_of[n];
    int i = static_cast<int>(s.slots.size());
    s.slots.push_back(n);
    s.slot_of[n] = i;
    return i;
  };
  if (s.kind == ScopeKind::Module) return;
  if (s.kind == ScopeKind::Class) {
    for (auto& n : r.free) {
      int i = addSlot(n);
      if (n == "__class__" && r.cell_class) continue;
      s.free_slots.push_back(i);
      s.free_names.push_back(n);
      if (r.used.count(n) && !r.bound_set.count(n)) s.kinds[n] = NameKind::ClassFree;
    }
    if (r.cell_class) {
      int i = addSlot("__class__");
      s.cell_slots.push_back(i);
      s.needs_class_cell = true;
    }
    return;
  }
  s.nparams = static_cast<int>(r.params.size());
  for (auto& p : r.params) addSlot(p);
  for (auto& n : r.bound)
    if (r.isLocal(n)) addSlot(n);
  for (auto& [n, i] : s.slot_of) s.kinds[n] = r.cells.count(n) ? NameKind::Cell : NameKind::Local;
  for (auto& n : r.globals) s.kinds[n] = NameKind::Global;
  // Param cells get a separate cell slot; the param value is moved in on entry.
  for (size_t i = 0; i < r.params.size(); ++i) {
    if (!r.cells.count(r.params[i])) continue;
    std::string cell_name = r.params[i];
    int cell = static_cast<int>(s.slots.size());
    s.slots.push_back(cell_name);
    s.slot_of[cell_name] = cell;
    s.param_cells.push_back({static_cast<int>(i), cell});
  }
  for (auto& n : r.bound)
    if (r.isLocal(n) && r.cells.count(n) &&
        std::find(r.params.begin(), r.params.end(), n) == r.params.end())
      s.cell_slots.push_back(s.slot_of[n]);
  for (auto& n : r.free) {
    if (r.isLocal(n) && !r.nonlocals.count(n)) continue;
    int i = addSlot(n);
    s.kinds[n] = NameKind::Free;
    s.free_slots.push_back(i);
    s.free_names.push_back(n);
  }
}

ScopeTable::ScopeTable(const ast::Module& module) {
  ScopeBuilder(*this).build(module);
}

}  // namespace ts::py
