# A class made inside __new__ gets a method compiled by exec() in __init__,
# as torch.fx's GraphModule does. The method's globals dict and the method
# form a cycle that only the class reaches; under LeakSanitizer (CI) the
# interpreter's teardown must free it.
class Base:
    def __new__(cls, *args):
        class Impl(cls):
            pass
        return object.__new__(Impl)

    def __init__(self, k):
        namespace = {'k': k}
        exec("def forward(self, x):\n    return x * k\n", namespace)
        type(self).forward = namespace['forward']


a = Base(2)
b = Base(3)
print(a.forward(5), b.forward(5))
print(type(a).__name__, type(a) is type(b), isinstance(a, Base))
