import torch
import io

torch.manual_seed(0)

@torch.jit.script
class FooNestedTest(object):
    def __init__(self, y):
        self.y = y

@torch.jit.script
class FooNestedTest2(object):
    def __init__(self, y):
        self.y = y
        self.nested = FooNestedTest(y)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.class_attr = FooNestedTest(x)
        self.class_attr2 = FooNestedTest2(x)
        self.x = self.class_attr.y + self.class_attr2.y

class MyMod(torch.jit.ScriptModule):
    @torch.jit.script_method
    def forward(self, a):
        foo = FooTest(a)
        return foo.x

m = MyMod()
buffer = io.BytesIO()
torch.jit.save(m, buffer)
buffer.seek(0)
m_loaded = torch.jit.load(buffer)
input = torch.rand(2, 3)
print(m_loaded(input) - 2 * input)
