// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A bare ERC-20 with 6 decimals, like USDT and USDC, for tests on a local chain. Anyone may mint.
contract TestToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "TestToken: allowance too low");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    /// Two Transfer logs to the same recipient in one transaction, as a batching contract would emit.
    function transferTwice(address to, uint256 a, uint256 b) external {
        _transfer(msg.sender, to, a);
        _transfer(msg.sender, to, b);
    }

    /// Reverts (so a transaction with explicit gas is mined with status 0) when the balance is too low.
    function _transfer(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "TestToken: balance too low");
        unchecked {
            balanceOf[from] -= value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
