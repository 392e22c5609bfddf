import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

test = torch.nn.Dropout()
test.eval()
traced = torch.jit.trace(test, (torch.rand(3, 4),), check_trace=False)
imported = export_import(traced)
x = torch.randn(3, 4)
print(traced(x))
