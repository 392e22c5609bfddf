class Registry:
    _registry = {}

    def __init_subclass__(cls, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        name = key or cls.__name__.lower()
        Registry._registry[name] = cls
        cls.registered_as = name


class ResNet(Registry, key="resnet"):
    pass


class VGG(Registry):
    pass


class VGG16(VGG, key="vgg16"):
    pass


print(sorted(Registry._registry), VGG16.registered_as, VGG.registered_as, Registry._registry["resnet"] is ResNet)


def build(name, *args):
    try:
        return Registry._registry[name](*args)
    except KeyError:
        raise ValueError(f"unknown model {name!r}; choose from {sorted(Registry._registry)}") from None


print(type(build("vgg")).__name__)
try:
    build("bert")
except ValueError as e:
    print("ValueError:", e)


def register(name):
    def deco(cls):
        cls.tag = name
        HOOKS[name] = cls
        return cls
    return deco


HOOKS = {}


@register("alpha")
class A:
    pass


@register("beta")
class B(A):
    pass


print(HOOKS, A.tag, B.tag, B.__name__, B.__qualname__)


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns.setdefault("version", 1)
        cls = super().__new__(mcls, name, bases, ns)
        cls.kw = kw
        return cls

    def __repr__(cls):
        return f"<model class {cls.__name__} v{cls.version}>"


class Model(metaclass=Meta, flavor="x"):
    pass


class Model2(Model, version=2):
    version = 2


print(Model, Model2, Model.kw, Model2.kw, type(Model2).__name__, isinstance(Model, Meta))


class Plugin:
    plugins = []

    def __init_subclass__(cls, /, **kwargs):
        cls.plugins = cls.plugins + [cls.__name__]


class P1(Plugin):
    pass


class P2(P1):
    pass


print(Plugin.plugins, P1.plugins, P2.plugins)
try:
    class Bad(Registry, unknown_kw=1):
        pass
except TypeError as e:
    print("TypeError:", e)
