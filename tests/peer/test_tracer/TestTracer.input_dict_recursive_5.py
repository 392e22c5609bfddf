import torch
import torch.nn as nn

class TestModule(torch.nn.Module):

    def __init__(self):
        super(TestModule, self).__init__()

    def forward(self, dict_input):
        return dict_input['x'][1]
input_1 = {'x': {1: torch.tensor(1)}}
m = TestModule()
m_traced = torch.jit.trace(m, (input_1,))
input_2 = {'x': {1: torch.tensor(2)}}
print(m_traced(input_2))
