import torch
import torch.nn as nn
import io

torch.manual_seed(0)

class SparseTensorModule(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.a = torch.rand(3, 4).to_sparse()
        self.b = torch.rand(3, 4).to_sparse()

    def forward(self, x):
        return x + self.a + self.b
x = torch.rand(3, 4).to_sparse()
m = SparseTensorModule()
unfrozen_result = m.forward(x)
m.eval()
frozen = torch.jit.freeze(torch.jit.script(m))
frozen_result = frozen.forward(x)
buffer = io.BytesIO()
torch.jit.save(frozen, buffer)
buffer.seek(0)
loaded_model = torch.jit.load(buffer)
loaded_result = loaded_model.forward(x)
print(unfrozen_result)
