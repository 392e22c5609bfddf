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
expected_result = m.forward(x)
buffer = io.BytesIO()
torch.jit.save(torch.jit.script(m), buffer)
buffer.seek(0)
loaded_model = torch.jit.load(buffer)
loaded_result = loaded_model.forward(x)
print(expected_result)
