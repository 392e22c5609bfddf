// ===--- module_io_test.cpp - torch.jit.save / load archives --------------=== //
// Loading reads archives PyTorch 1.13.1 wrote (tests/data/pt); saving builds
// a module by hand (class type, object, method graph) so the test does not
// depend on how the compiler models nn.Module.
#include <gtest/gtest.h>

#include <cstring>

#include "ops/registry.h"
#include "serialization/module_io.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

const std::string kData = TS_TEST_DATA_DIR;

/// Classes made on first mention, as a compiler would make them from code.
struct Classes {
  std::vector<ClassType*> all;
  ClassType* get(const std::string& name) {
    for (ClassType* c : all) {
      if (c->name() == name) return c;
    }
    all.push_back(ClassType::create(name, true));
    return all.back();
  }
};

IValue attr(const IValue& obj, const std::string& name) {
  Object* o = obj.toObject();
  int i = o->type->attributeIndex(name);
  if (i < 0) throw Error("no attribute " + name);
  return o->slots.at(static_cast<size_t>(i));
}

TEST(ModuleArchive, LoadsWhatPyTorchSaved) {
  ModuleArchive a = ModuleArchive::open(kData + "/pt/model.pt");
  EXPECT_EQ(a.version(), 3);
  std::vector<CodeFile> code = a.codeFiles();
  ASSERT_EQ(code.size(), 2u);
  EXPECT_EQ(code[0].module_path, "__torch__");
  EXPECT_NE(code[0].source.find("  __buffers__ = [\"calls\", ]\n"), std::string::npos);
  EXPECT_EQ(code[1].module_path, "__torch__.torch.nn.modules.linear");
  EXPECT_TRUE(a.constants().empty());
  std::string extra;
  EXPECT_TRUE(a.readExtraFile("meta.txt", extra));
  EXPECT_EQ(extra, "hello");
  EXPECT_FALSE(a.readExtraFile("other", extra));

  Classes classes;
  IValue m = a.readData([&](const std::string& q) { return classes.get(q); });
  EXPECT_EQ(m.toObject()->type->name(), "__torch__.Model");
  IValue lin = attr(m, "lin");
  EXPECT_EQ(lin.toObject()->type->name(), "__torch__.torch.nn.modules.linear.Linear");
  Tensor w = attr(lin, "weight").toTensor();
  EXPECT_EQ(w.sizes()[0], 2);
  EXPECT_EQ(w.data_ptr<float>()[3], 4.0f);
  EXPECT_EQ(attr(m, "calls").toTensor().dtype(), ScalarType::Long);
  EXPECT_EQ(attr(m, "table").toDict()->key_type, Type::str_());
  EXPECT_EQ(attr(m, "scale").toDouble(), 2.0);
  EXPECT_EQ(attr(m, "names").toList()->elem_type, Type::str_());
}

TEST(ModuleArchive, UnknownClassIsAnError) {
  ModuleArchive a = ModuleArchive::open(kData + "/pt/model.pt");
  try {
    a.readData([](const std::string&) { return nullptr; });
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("__torch__.Model"), std::string::npos) << e.what();
  }
}

/// forward(self, x: int) -> int: return x + self.step
std::unique_ptr<Function> counterForward(ClassType* cls) {
  auto fn = std::make_unique<Function>();
  fn->name = "forward";
  fn->qualified_name = cls->name() + ".forward";
  fn->schema.name = "forward";
  fn->schema.arguments = {{"self", cls, {}, {}, false, false}, {"x", Type::int_(), {}, {}, false, false}};
  fn->schema.returns = {{"", Type::int_(), {}, {}, false, false}};
  fn->graph = std::make_unique<Graph>();
  Graph& g = *fn->graph;
  Value* self = g.addInput("self")->setType(cls);
  Value* x = g.addInput("x.1")->setType(Type::int_());
  Node* get = g.insertNode(g.create(prim::GetAttr, {self}));
  get->setAttribute(attr::name, std::string("step"));
  get->output()->setType(Type::int_())->setDebugName("step.1");
  Node* add = g.insertNode(g.create(Symbol::fromQualString("aten::add"), {x, get->output()}));
  add->op = Registry::global().find("aten::add.int");
  add->output()->setType(Type::int_());
  g.registerOutput(add->output());
  return fn;
}

TEST(ModuleArchive, SavesAModuleAndReadsItBack) {
  ClassType* cls = ClassType::create("__torch__.SaveCounter", true);
  cls->addAttribute("training", Type::bool_());
  cls->addAttribute("step", Type::int_());
  cls->addAttribute("w", Type::tensor());
  auto obj = Ref<Object>(new Object(cls));
  obj->slots[0] = IValue(true);
  obj->slots[1] = IValue(int64_t{2});
  Tensor w = emptyTensor({3}, ScalarType::Float);
  for (int i = 0; i < 3; ++i) w.data_ptr<float>()[i] = static_cast<float>(i);
  obj->slots[2] = w;
  std::unique_ptr<Function> forward = counterForward(cls);

  ModuleSaveOptions o;
  o.class_info = [&](const ClassType* t) {
    CodePrinter::ClassInfo ci;
    ci.type = t;
    ci.buffers = {"w"};
    ci.methods = {forward.get()};
    return ci;
  };
  o.extra_files = {{"notes", "raw bytes"}};
  ModuleArchive a = ModuleArchive::fromBytes(saveModuleToBytes(IValue(obj), "counter", o));
  std::vector<CodeFile> code = a.codeFiles();
  ASSERT_EQ(code.size(), 1u);
  EXPECT_EQ(code[0].source,
            "class SaveCounter(Module):\n"
            "  __parameters__ = []\n"
            "  __buffers__ = [\"w\", ]\n"
            "  training : bool\n"
            "  step : int\n"
            "  w : Tensor\n"
            "  def forward(self: __torch__.SaveCounter,\n"
            "    x: int) -> int:\n"
            "    step = self.step\n"
            "    return torch.add(x, step)\n");
  std::string notes;
  EXPECT_TRUE(a.readExtraFile("notes", notes));
  EXPECT_EQ(notes, "raw bytes");
  IValue back = a.readData([&](const std::string& q) { return q == cls->name() ? cls : nullptr; });
  EXPECT_EQ(attr(back, "step").toInt(), 2);
  EXPECT_EQ(attr(back, "w").toTensor().data_ptr<float>()[2], 2.0f);
}

}  // namespace
}  // namespace ts
