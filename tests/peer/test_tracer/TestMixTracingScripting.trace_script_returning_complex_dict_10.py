import torch
import torch.nn as nn
from torch import Tensor
from typing import Dict
from typing import Tuple

class ReturnsDict(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self, id_score_list: Dict[str, Tuple[torch.Tensor, torch.Tensor, torch.Tensor]]) -> Dict[str, Tuple[torch.Tensor, torch.Tensor, torch.Tensor]]:
        v = id_score_list['1000']
        idx_keys = v[1] - 1500000
        weights = v[2]
        result = {'1000': (v[0], idx_keys, weights)}
        return result

class ChecksDict(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self, input: Dict[str, Tuple[torch.Tensor, torch.Tensor, torch.Tensor]]):
        v = input['1000']
        return v[1] + 1

class TestModule(torch.nn.Module):

    def __init__(self, checks_dict, returns_dict):
        super().__init__()
        self.checks_dict = checks_dict
        self.returns_dict = returns_dict

    def forward(self, input: Dict[str, Tuple[torch.Tensor, torch.Tensor, torch.Tensor]]):
        foo = self.returns_dict(input)
        return self.checks_dict(foo)
input1 = {'1000': (torch.tensor([0]), torch.tensor([], dtype=torch.int64), torch.tensor([]))}
input2 = {'1000': (torch.tensor([0]), torch.tensor([1500000, 1500004], dtype=torch.int64), torch.tensor([2.0, 3.0]))}
checks_dict = torch.jit.script(ChecksDict())
returns_dict = torch.jit.script(ReturnsDict())
eager_module = TestModule(checks_dict, returns_dict)
traced_module = torch.jit.trace(eager_module, input1)
print(traced_module(input2))
