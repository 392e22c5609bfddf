// ===--- pickle_test.cpp - the pickles inside .pt files -------------------=== //
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "serialization/pickle.h"
#include "serialization/type_annotation.h"
#include "serialization/zip_archive.h"

namespace ts {
namespace {

const std::string kData = TS_TEST_DATA_DIR;

/// Hooks that make classes on the fly and read storages from the archive.
struct TestLoader {
  explicit TestLoader(const ZipReader& z) : zip(z) {}
  const ZipReader& zip;
  std::vector<ClassType*> classes;

  UnpicklerHooks hooks() {
    UnpicklerHooks h;
    h.create_object = [this](const std::string& name) {
      for (ClassType* c : classes) {
        if (c->name() == name) return IValue(Ref<Object>(new Object(c)));
      }
      classes.push_back(ClassType::create(name, true));
      return IValue(Ref<Object>(new Object(classes.back())));
    };
    h.set_state = [](const IValue& obj, IValue state) {
      if (!state.isDict()) throw Error("state is not a dict");
      Object* o = obj.toObject();
      for (auto& [k, v] : state.toDict()->entries) {
        if (!k.isStr()) throw Error("attribute name is not a string");
        int slot = o->type->attributeIndex(k.toStr());
        if (slot < 0) slot = o->type->addAttribute(k.toStr(), runtimeType(v));
        o->slot(static_cast<size_t>(slot)) = v;
      }
    };
    h.load_storage = [this](const std::string& key, ScalarType, int64_t) {
      std::string bytes = zip.getRecord("data/" + key);
      auto s = Ref<Storage>(new Storage(bytes.size()));
      std::memcpy(s->data(), bytes.data(), bytes.size());
      return s;
    };
    h.parse_type = [](const std::string& t) { return parseAnnotation(t); };
    return h;
  }
};

IValue attr(const IValue& obj, const std::string& name) {
  Object* o = obj.toObject();
  int i = o->type->attributeIndex(name);
  EXPECT_GE(i, 0) << name;
  return i < 0 ? IValue() : o->slots[static_cast<size_t>(i)];
}

TEST(Pickle, ReadsAttributesWrittenByPyTorch) {
  ZipReader z = ZipReader::fromFile(kData + "/pt/attrs.pt");
  TestLoader loader(z);
  IValue m = unpickle(z.getRecord("data.pkl"), loader.hooks());
  ASSERT_TRUE(m.isObject());
  EXPECT_EQ(m.toObject()->type->name(), "__torch__.Attrs");
  IValue ints = attr(m, "ints");
  ASSERT_TRUE(ints.isList());
  EXPECT_EQ(ints.toList()->elem_type, Type::int_());
  std::vector<int64_t> want{1, 2, 300, 70000, -5, int64_t{1} << 40};
  ASSERT_EQ(ints.toList()->items.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(ints.toList()->items[i].toInt(), want[i]);
  EXPECT_EQ(attr(m, "floats").toList()->items[1].toDouble(), -2.0);
  EXPECT_EQ(attr(m, "bools").toList()->elem_type, Type::bool_());
  IValue tup = attr(m, "tup");
  ASSERT_TRUE(tup.isTuple());
  EXPECT_EQ(tup.toTuple()->items[1].toStr(), "a");
  EXPECT_TRUE(attr(m, "opt").isNone());
  IValue nested = attr(m, "nested");
  EXPECT_EQ(nested.toDict()->value_type, Type::list(Type::int_()));
  IValue tl = attr(m, "tl");
  EXPECT_EQ(tl.toList()->items[1].toTensor().dtype(), ScalarType::Int);
  Tensor view = attr(m, "view").toTensor();
  EXPECT_EQ(view.storage_offset(), 3);
  EXPECT_EQ(view.data_ptr<float>()[2], 5.0f);
  EXPECT_TRUE(attr(m, "dev").isDevice());
  EXPECT_EQ(attr(m, "c").toComplex(), std::complex<double>(1, 2));
  // The parameter of the submodule shares its storage with `view`.
  Tensor w = attr(attr(m, "s1"), "w").toTensor();
  EXPECT_TRUE(w.requires_grad());
  EXPECT_EQ(w.storage().get(), view.storage().get());
}

TEST(Pickle, RoundTripsValuesAndSharing) {
  ClassType* cls = ClassType::create("__torch__.RoundTrip", false);
  cls->addAttribute("xs", Type::list(Type::str_()));
  cls->addAttribute("t", Type::tensor());
  cls->addAttribute("t2", Type::tensor());
  cls->addAttribute("d", Type::dict(Type::int_(), Type::float_()));
  cls->addAttribute("big", Type::int_());
  auto obj = Ref<Object>(new Object(cls));
  obj->slots[0] = makeList(Type::str_(), {IValue("a"), IValue("b"), IValue("a")});
  Tensor t = emptyTensor({2, 2}, ScalarType::Double);
  for (int i = 0; i < 4; ++i) t.data_ptr<double>()[i] = i + 0.5;
  obj->slots[1] = t;
  obj->slots[2] = t;
  obj->slots[3] = makeDict(Type::int_(), Type::float_());
  obj->slots[3].toDict()->insert(IValue(int64_t{-70000}), IValue(1.25));
  obj->slots[4] = IValue(std::numeric_limits<int64_t>::min());

  std::vector<Ref<Storage>> storages;
  Pickler p([&](const Ref<Storage>& s) {
    storages.push_back(s);
    return std::to_string(storages.size() - 1);
  });
  std::string bytes = p.pickle(IValue(obj));
  EXPECT_EQ(storages.size(), 1u);

  UnpicklerHooks h;
  h.create_object = [&](const std::string& name) {
    EXPECT_EQ(name, "__torch__.RoundTrip");
    return IValue(Ref<Object>(new Object(cls)));
  };
  h.set_state = [&](const IValue& o, IValue state) {
    for (auto& [k, v] : state.toDict()->entries) o.toObject()->slots[static_cast<size_t>(cls->attributeIndex(k.toStr()))] = v;
  };
  h.load_storage = [&](const std::string& key, ScalarType, int64_t) { return storages.at(std::stoul(key)); };
  h.parse_type = [](const std::string& s) { return parseAnnotation(s); };
  IValue back = unpickle(bytes, h);
  Object* o = back.toObject();
  EXPECT_EQ(o->slots[0].toList()->elem_type, Type::str_());
  EXPECT_EQ(o->slots[0].toList()->items[2].toStr(), "a");
  EXPECT_TRUE(o->slots[1].toTensor().is_same(o->slots[2].toTensor()));
  EXPECT_EQ(o->slots[1].toTensor().data_ptr<double>()[3], 3.5);
  EXPECT_EQ(o->slots[3].toDict()->key_type, Type::int_());
  EXPECT_EQ(o->slots[3].toDict()->entries[0].first.toInt(), -70000);
  EXPECT_EQ(o->slots[4].toInt(), std::numeric_limits<int64_t>::min());
}

TEST(Pickle, RefusesUnknownGlobals) {
  std::string evil = std::string("\x80\x02") + "cos\nsystem\nX\x02\x00\x00\x00ls\x85R.";
  try {
    unpickle(evil, UnpicklerHooks{});
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("unknown global: os.system"), std::string::npos) << e.what();
  }
}

TEST(Pickle, CorruptInputFailsCleanly) {
  ZipReader z = ZipReader::fromFile(kData + "/pt/attrs.pt");
  std::string original = z.getRecord("data.pkl");
  std::mt19937 rng(99);
  int loaded = 0, rejected = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    TestLoader loader(z);
    std::string b = original;
    bool truncated = trial % 3 == 0;
    if (truncated) {
      b.resize(rng() % b.size());
    } else {
      for (int i = 0; i < 1 + trial % 3; ++i) b[rng() % b.size()] ^= static_cast<char>(1 << (rng() % 8));
    }
    try {
      IValue v = unpickle(b, loader.hooks());
      // A pickle cut before its STOP can never load.
      EXPECT_FALSE(truncated) << "truncated pickle of " << b.size() << " bytes loaded";
      ++loaded;
    } catch (const Error& e) {
      EXPECT_GT(std::strlen(e.what()), 0u);
      ++rejected;
    }
  }
  // Flips in string payloads still load; most others are rejected.
  EXPECT_GT(loaded, 0);
  EXPECT_GT(rejected, 1000);
}

TEST(TypeAnnotation, ParsesAndPrints) {
  for (const char* s : {"List[int]", "Dict[str, List[Tensor]]", "Optional[Tuple[int, str]]", "Tuple[()]",
                        "Union[int, str]", "Device", "NoneType"}) {
    EXPECT_EQ(annotationStr(parseAnnotation(s)), s);
  }
  EXPECT_THROW(parseAnnotation("List[int"), Error);
  EXPECT_THROW(parseAnnotation("Foo"), Error);
}

}  // namespace
}  // namespace ts
