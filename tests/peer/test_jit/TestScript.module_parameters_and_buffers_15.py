import torch
import torch.nn as nn
import torch.nn.functional as F
import math

torch.manual_seed(0)

weights = torch.randn(10, 10)
bias = torch.randn(10)
weights2 = torch.randn(10, 10)
bias2 = torch.randn(10)

class TestLinear(torch.nn.Module):

    def __init__(self, in_features, out_features):
        super(TestLinear, self).__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = torch.nn.Parameter(torch.empty(out_features, in_features))
        self.bias = torch.nn.Parameter(torch.empty(out_features))
        self.register_buffer('counter', torch.ones(out_features))
        self.reset_parameters()

    def reset_parameters(self):
        torch.nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = torch.nn.init._calculate_fan_in_and_fan_out(self.weight)
            bound = 1 / math.sqrt(fan_in)
            torch.nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, input):
        return F.linear(input, self.weight, self.bias) + self.counter

class Strong(torch.jit.ScriptModule):

    def __init__(self):
        super(Strong, self).__init__()
        self.fc1 = TestLinear(10, 10)
        self.fc1.weight = torch.nn.Parameter(weights)
        self.fc1.bias = torch.nn.Parameter(bias)
        self.fc2 = TestLinear(10, 10)
        self.fc2.weight = torch.nn.Parameter(weights2)
        self.fc2.bias = torch.nn.Parameter(bias2)

    @torch.jit.script_method
    def forward(self, x):
        return x + self.fc1(x) + self.fc1(x) + self.fc2(x)
strong_mod = Strong()
inp = torch.ones(10)
lin = torch.nn.Linear(10, 10)
lin.weight = torch.nn.Parameter(weights)
lin.bias = torch.nn.Parameter(bias)
lin2 = torch.nn.Linear(10, 10)
lin2.weight = torch.nn.Parameter(weights2)
lin2.bias = torch.nn.Parameter(bias2)
expected_result = inp + (lin(inp) + torch.ones(10)) * 2 + lin2(inp) + torch.ones(10)
print(strong_mod(inp))
