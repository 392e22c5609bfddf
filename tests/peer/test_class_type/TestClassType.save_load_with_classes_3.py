import torch
import io

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.x = x

    def get_x(self):
        return self.x

class MyMod(torch.jit.ScriptModule):
    @torch.jit.script_method
    def forward(self, a):
        foo = FooTest(a)
        return foo.get_x()

m = MyMod()
buffer = io.BytesIO()
torch.jit.save(m, buffer)
buffer.seek(0)
m_loaded = torch.jit.load(buffer)
input = torch.rand(2, 3)
output = m_loaded(input)
print(output)
