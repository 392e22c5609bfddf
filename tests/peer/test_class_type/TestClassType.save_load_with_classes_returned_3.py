import torch
import io

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.x = x

    def clone(self):
        clone = FooTest(self.x)
        return clone

class MyMod(torch.jit.ScriptModule):
    @torch.jit.script_method
    def forward(self, a):
        foo = FooTest(a)
        foo_clone = foo.clone()
        return foo_clone.x

m = MyMod()
buffer = io.BytesIO()
torch.jit.save(m, buffer)
buffer.seek(0)
m_loaded = torch.jit.load(buffer)
input = torch.rand(2, 3)
print(m_loaded(input))
