import torch
from torch import Tensor
from typing import List
from typing import Dict
from typing import Tuple

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

M = 10
S = 5

class S(torch.jit.ScriptModule):

    def __init__(self, list_data):
        super(S, self).__init__()
        self.table = torch.jit.Attribute({'I': 'am', 'a test': 'test'}, Dict[str, str])
        self.list = torch.jit.Attribute(list_data, List[Tuple[int, int]])

    @torch.jit.script_method
    def forward(self):
        return (self.table, self.list)

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.table = torch.jit.Attribute({'this': 'is', 'a different': 'dict'}, Dict[str, str])
        self.tensor = torch.jit.Attribute(torch.randn(2, 2), torch.Tensor)
        self.s1 = S([(1, 2)])
        self.s2 = S([(4, 5)])

    @torch.jit.script_method
    def forward(self):
        return (self.table, self.tensor, self.s1.table, self.s2.list, self.s1.list)
m = M()
imported_m = export_import(m)
print(m())
