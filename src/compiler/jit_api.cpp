// ===--- jit_api.cpp - torch.jit.save, torch.jit.load and `.code` ---------=== //
// Eager code reaches the serialization layer through Program::jitHooks():
// `.code` prints at compile time (a string constant), save and load run as
// prim nodes whose kernels call the hooks.
#include "compiler/freeze_module.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "ops/registry.h"

namespace ts {

static Symbol primSym(const std::string& name) { return Symbol::fromQualString("prim::" + name); }

std::vector<std::pair<std::string, IValue>> Program::moduleConstants(const ClassType* t) const {
  std::vector<std::pair<std::string, IValue>> out;
  for (const auto& [key, value] : shared_->module_constants) {
    if (key.first == t) out.emplace_back(key.second, value);
  }
  return out;
}

SugaredPtr Program::codeAttribute(Emitter& e, const Function& fn, bool as_method, const SourceRange& loc) {
  if (!jitHooks().code) e.fail("'code' is not available in this build", loc);
  return std::make_shared<SimpleValue>(e.constant(IValue(jitHooks().code(*this, fn, as_method)), loc));
}

namespace {

/// Binds `args` to the parameter names in order; unknown keywords fail.
std::vector<Value*> bindArguments(Emitter& e, const std::string& what, const std::vector<const char*>& names,
                                  size_t required, std::vector<NamedValue>& args, const SourceRange& loc) {
  std::vector<Value*> out(names.size(), nullptr);
  size_t pos = 0;
  for (const NamedValue& a : args) {
    size_t i = pos;
    if (!a.name.empty()) {
      for (i = 0; i < names.size() && a.name != names[i]; ++i) {
      }
      if (i == names.size()) e.fail(what + "() got an unexpected keyword argument '" + a.name + "'", a.range);
    } else {
      if (pos >= names.size()) e.fail(what + "() takes too many arguments", a.range);
      ++pos;
    }
    out[i] = a.value;
  }
  for (size_t i = 0; i < required; ++i) {
    if (!out[i]) e.fail(what + "() missing required argument '" + std::string(names[i]) + "'", loc);
  }
  for (Value*& v : out) {
    if (!v) v = e.noneValue(loc);
  }
  return out;
}

/// `m.save(path, _extra_files=...)`.
struct SaveMethodValue : SugaredValue {
  explicit SaveMethodValue(Value* s) : self(s) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    return e.program().callJitApi(e, "save", self, args, loc);
  }
  Value* self;
};

/// `b.decode(...)`: the bytes' text as a str.
struct DecodeMethodValue : SugaredValue {
  explicit DecodeMethodValue(Value* s) : self(s) {}
  std::string kind() const override { return "method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    Node* n = e.insert(primSym("BytesDecode"), {self}, 1, loc);
    return std::make_shared<SimpleValue>(n->output()->setType(Type::str_()));
  }
  Value* self;
};

}  // namespace

SugaredPtr Program::bytesAttribute(Emitter& e, Value* v, const std::string& name, const SourceRange& loc) {
  if (e.mode() != Mode::Eager || name != "decode" || !v->type()->is(TypeKind::Str)) return nullptr;
  return std::make_shared<DecodeMethodValue>(v);
}

SugaredPtr Program::jitModuleAttribute(Emitter& e, Value* self, const std::string& name, const SourceRange& loc) {
  const auto* t = static_cast<const ClassType*>(self->type());
  if (e.mode() != Mode::Eager || !t->scripted) return nullptr;
  if (name == "save") return std::make_shared<SaveMethodValue>(self);
  if (name != "code") return nullptr;
  ClassInfo* c = classInfo(t);
  Function* forward = c ? compileMethod(*c, "forward", t) : nullptr;
  if (!forward) e.fail("module has no forward method", loc);
  return codeAttribute(e, *forward, true, loc);
}

SugaredPtr Program::jitIsInstance(Emitter& e, const ast::Call& call) {
  const auto* attr = call.args[1]->as<ast::Attribute>();
  if (e.mode() != Mode::Eager || !attr) return nullptr;
  const std::string& kind = attr->attr;
  if (kind != "ScriptModule" && kind != "ScriptFunction" && kind != "Module") return nullptr;
  SugaredPtr v = e.emitSugared(*call.args[0]);
  bool result = false;
  if (dynamic_cast<FunctionValue*>(v.get())) {
    result = kind == "ScriptFunction";
  } else if (auto* s = dynamic_cast<SimpleValue*>(v.get()); s && s->value->type()->is(TypeKind::Class)) {
    const auto* cls = static_cast<const ClassType*>(s->value->type());
    result = cls->isModule() && (kind == "Module" || (kind == "ScriptModule" && cls->scripted));
  }
  return std::make_shared<SimpleValue>(e.constant(IValue(result), call.range));
}

SugaredPtr Program::callJitApi(Emitter& e, const std::string& name, Value* self, std::vector<NamedValue>& args,
                               const SourceRange& loc) {
  if (e.mode() == Mode::Eager && (name == "torch.jit.freeze" || name == "torch.jit.optimize_for_inference")) {
    // Note [Freezing] in freeze_module.cpp; optimize_for_inference's
    // other_methods are methods to keep, as freeze's preserved_attrs.
    bool optimize = name != "torch.jit.freeze";
    std::vector<Value*> in = optimize ? bindArguments(e, "optimize_for_inference", {"mod", "other_methods"}, 1, args, loc)
                                      : bindArguments(e, "freeze", {"mod", "preserved_attrs", "optimize_numerics"}, 1, args, loc);
    if (optimize) in.push_back(e.constant(IValue(true), loc));
    Node* n = e.insert(primSym("JitFreeze"), in, 1, loc);
    return std::make_shared<SimpleValue>(n->output()->setType(Type::any()));
  }
  bool save = name == "torch.jit.save" || (self && name == "save");
  bool load = name == "torch.jit.load";
  if ((!save && !load) || e.mode() != Mode::Eager) return nullptr;
  if (save) {
    std::vector<NamedValue> all = args;
    if (self) all.insert(all.begin(), NamedValue{"", self, loc});
    std::vector<Value*> in = bindArguments(e, "save", {"m", "f", "_extra_files"}, 2, all, loc);
    if (!in[1]->type()->is(TypeKind::Str)) e.fail("torch.jit.save expects a file name (str)", loc);
    e.insert(primSym("JitSave"), in, 0, loc);
    return std::make_shared<SimpleValue>(e.noneValue(loc));
  }
  std::vector<Value*> in = bindArguments(e, "load", {"f", "map_location", "_extra_files"}, 1, args, loc);
  if (!in[0]->type()->is(TypeKind::Str)) e.fail("torch.jit.load expects a file name (str)", loc);
  Node* n = e.insert(primSym("JitLoad"), {in[0], in[2]}, 1, loc);
  return std::make_shared<SimpleValue>(n->output()->setType(Type::any()));
}

bool jitApiNodeKernel(Program& program, const Node* n, BoundKernel& out) {
  if (n->kind() == primSym("JitSave")) {
    out.fn = [&program](Stack& s) {
      IValue extra = pop(s);
      std::string path = pop(s).toStr();
      IValue module = pop(s);
      if (!program.jitHooks().save) throw Error("torch.jit.save is not available in this build");
      program.jitHooks().save(program, module, path, extra);
    };
    return true;
  }
  if (n->kind() == primSym("JitFreeze")) {
    out.fn = [&program](Stack& s) {
      IValue optimize = pop(s);
      IValue preserved = pop(s);
      std::vector<std::string> names;
      if (preserved.isList())
        for (const IValue& v : preserved.toList()->items) names.push_back(v.toStr());
      // optimize_numerics defaults to True.
      s.back() = freezeModule(program, s.back(), names, !optimize.isBool() || optimize.toBool());
    };
    return true;
  }
  if (n->kind() == primSym("BytesDecode")) {
    out.fn = [](Stack& s) { s.back() = IValue(s.back().toStr()); };
    return true;
  }
  if (n->kind() == primSym("JitLoad")) {
    out.fn = [&program](Stack& s) {
      IValue extra = pop(s);
      std::string path = pop(s).toStr();
      if (!program.jitHooks().load) throw Error("torch.jit.load is not available in this build");
      s.push_back(program.jitHooks().load(program, path, extra));
    };
    return true;
  }
  return false;
}

}  // namespace ts
