import torch
import torch.nn as nn
from torch import Tensor
from typing import List
from typing import Dict

torch.manual_seed(0)

class testB(torch.nn.Module):

    def __init__(self):
        super(testB, self).__init__()
        self.linear = torch.nn.Linear(2, 2)

    def forward(self, feature_map: Dict[str, List[Tensor]]) -> Tensor:
        output = []
        for i, j in feature_map.items():
            output.append(self.linear(j[0]))
        return torch.stack(output)

class testA(torch.nn.Module):

    def __init__(self):
        super(testA, self).__init__()
        self.b = torch.jit.script(testB())

    def forward(self, input_map: Dict[str, List[Tensor]]) -> Tensor:
        feature_map = {}
        for i, j in input_map.items():
            feature_map[i] = [j[0]]
        return self.b(feature_map)
input_map = {'1': [torch.rand(2, 2), torch.rand(2, 2)], '3': [torch.rand(2, 2), torch.rand(2, 2)]}
model = testA()
traced_model = torch.jit.trace(model, input_map)
new_input_map = {'1': [torch.rand(2, 2), torch.randn(2, 2)], '3': [torch.rand(2, 2), torch.rand(2, 2)]}
print(model(new_input_map))
